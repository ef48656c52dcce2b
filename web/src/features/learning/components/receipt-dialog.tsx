import { Button, CloseButton, Portal, Stack, Text } from '@chakra-ui/react';
import { DataList } from '../../../components/ui/chakra/data-list';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { formatRupees, paiseToRupees } from '@skillsetu/domain';
import type { OrderReceipt } from '../api/learning-converters';

export interface ReceiptParty {
  name: string;
  email?: string | null;
}

const dateText = (d: Date | null) =>
  d ? d.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }) + ' IST' : '—';

/**
 * The receipt of one enrolment: order id, Razorpay payment id, amount (rupees, from paise), date
 * (IST) and the GST-ready fields: seller, buyer, description. Opens from its trigger button.
 */
export function ReceiptDialog({
  receipt,
  seller,
  buyer,
  description,
}: {
  receipt: OrderReceipt;
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
