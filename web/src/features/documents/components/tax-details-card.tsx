import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { GST_STATES, TAX_DETAILS_MESSAGES } from '@skillsetu/domain';
import { useEffect, useState } from 'react';
import { Field } from '../../../components/ui/chakra/field';
import { Input } from '../../../components/ui/chakra/input';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import { fetchTaxDetails, saveTaxDetails } from '../api/tax-details';

/**
 * "Tax details for invoices": the user's state (everyone) and GSTIN (trainers), saved through
 * saveTaxDetails and carried by documents issued afterwards (docs/payments.md#invoices).
 */
export function TaxDetailsCard({ uid, isTrainer }: { uid: string; isTrainer: boolean }) {
  const [state, setState] = useState('');
  const [gstin, setGstin] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    void fetchTaxDetails(uid).then((t) => {
      if (!live || !t) return;
      setState(t.state);
      setGstin(t.gstin ?? '');
    });
    return () => {
      live = false;
    };
  }, [uid]);
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
