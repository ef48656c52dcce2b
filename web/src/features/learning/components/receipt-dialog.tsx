import { Button, CloseButton, Portal, Stack, Text } from '@chakra-ui/react';
import { DataList } from '../../../components/ui/chakra/data-list';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { formatPaise, formatRupees, paiseToRupees } from '@skillsetu/domain';
import { RouterLink } from '../../../components/ui/router-link';
import type { OrderReceipt } from '../api/learning-converters';

export interface ReceiptParty {
  name: string;
  email?: string | null;
}

const dateText = (d: Date | null) =>
  d ? d.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }) + ' IST' : '—';

/**
 * The receipt of one enrolment: order id, Razorpay payment id, amount (from paise), date (IST),
 * seller, buyer, description; after a refund (`refund`: our refund id, paise) the refund and what
 * was kept, with links to the invoice and the credit note (docs/payments.md#invoices).
 */
export function ReceiptDialog({
  receipt,
  seller,
  buyer,
  description,
  refund = null,
}: {
  receipt: OrderReceipt;
  refund?: { id: string; paise: number } | null;
  seller: ReceiptParty;
  buyer: ReceiptParty;
  description: string;
}) {
  const rows: [string, string][] = [
    ['Order ID', receipt.orderId],
    ['Payment ID', receipt.paymentId ?? '—'],
    ['Date', dateText(receipt.paidAt)],
    ['Description', description],
    ['Seller', `${seller.name} (through SkillSetu)`],
    ['Buyer', buyer.email ? `${buyer.name} <${buyer.email}>` : buyer.name],
    ['Amount paid', formatRupees(paiseToRupees(receipt.amountPaise))],
  ];
  if (refund && refund.paise > 0) {
    rows.push(['Refunded', formatPaise(refund.paise)], ['Kept', formatPaise(receipt.amountPaise - refund.paise)]);
  }
  return (
    <Dialog.Root placement="center" size={{ base: 'full', sm: 'md' }}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline">
          View receipt
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="receipt-dialog">
            <Dialog.Header>
              <Dialog.Title>Receipt</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <DataList.Root orientation="horizontal" size="sm">
                  {rows.map(([label, value]) => (
                    <DataList.Item key={label}>
                      <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
                      <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
                <Text fontSize="xs" color="fg.muted">
                  Amount in Indian rupees, paid through Razorpay. Keep this receipt for your records.
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {/* the order's invoice or bill of supply (docs/payments.md#invoices) */}
              <RouterLink to={`/documents/ord_${receipt.orderId}`} data-testid="receipt-invoice-link">
                View invoice
              </RouterLink>
              {refund && (
                <RouterLink to={`/documents/cn_${refund.id}`} data-testid="receipt-credit-note-link">
                  View credit note
                </RouterLink>
              )}
              <Button variant="outline" onClick={() => window.print()}>
                Print
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
