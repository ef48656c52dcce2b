import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { GST_STATES, TAX_DETAILS_MESSAGES } from '@skillsetu/domain';
import { useState } from 'react';
import { Field } from '../../../components/ui/chakra/field';
import { Input } from '../../../components/ui/chakra/input';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import { useOnce } from '../../../lib/firebase/use-once';
import { fetchTaxDetails, saveTaxDetails } from '../api/tax-details';

/**
 * "Tax details for invoices": the user's state (everyone) and GSTIN (trainers), saved through
 * saveTaxDetails and carried by documents issued afterwards (docs/payments.md#invoices).
 */
export function TaxDetailsCard({ uid, isTrainer }: { uid: string; isTrainer: boolean }) {
  const saved = useOnce(uid, () => fetchTaxDetails(uid), 'Tax details fetch');
  // the form starts from the saved details once read; what the user types wins
  const [typed, setTyped] = useState<{ state?: string; gstin?: string }>({});
  const state = typed.state ?? saved.data?.state ?? '';
  const gstin = typed.gstin ?? saved.data?.gstin ?? '';
  const setState = (v: string) => setTyped((t) => ({ ...t, state: v }));
  const setGstin = (v: string) => setTyped((t) => ({ ...t, gstin: v }));
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const save = () => {
    setBusy(true);
    setNote(null);
    saveTaxDetails({ state, gstin: isTrainer ? gstin : null })
      .then(() => setNote({ ok: true, text: TAX_DETAILS_MESSAGES.saved }))
      .catch((e: unknown) => {
        const message = (e as { message?: string }).message ?? '';
        setNote({ ok: false, text: message.replace(/^Invalid request: [a-z]+: /, '') || TAX_DETAILS_MESSAGES.state });
      })
      .finally(() => setBusy(false));
  };
  return (
    <Stack as="section" gap="3" borderWidth="1px" borderRadius="md" p="4" aria-label="Tax details for invoices">
      <Heading as="h3" size="sm">
        Tax details for invoices
      </Heading>
      <Field.Root required>
        <Field.Label>State or union territory</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={state} onChange={(e) => setState(e.target.value)} data-testid="tax-state">
            <option value="">Choose…</option>
            {GST_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {isTrainer && (
        <Field.Root>
          <Field.Label>GSTIN (if registered)</Field.Label>
          <Input value={gstin} onChange={(e) => setGstin(e.target.value)} maxLength={15} data-testid="tax-gstin" />
          <Field.HelperText>
            With a GSTIN your course invoices are tax invoices; without, bills of supply.
          </Field.HelperText>
        </Field.Root>
      )}
      <Button alignSelf="start" size="sm" onClick={save} loading={busy} disabled={!state}>
        Save tax details
      </Button>
      {note && (
        <Text fontSize="sm" role={note.ok ? 'status' : 'alert'} color={note.ok ? 'fg.muted' : 'fg.error'}>
          {note.text}
        </Text>
      )}
    </Stack>
  );
}
