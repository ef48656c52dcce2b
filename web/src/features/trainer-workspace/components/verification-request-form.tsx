import { Button, HStack, Stack } from '@chakra-ui/react';
import {
  ID_DOCUMENT_LABELS,
  ID_DOCUMENT_TYPES,
  verificationRequestInputSchema,
  type VerificationRequest,
  type VerificationRequestInput,
} from '@skillsetu/domain';
import { useState } from 'react';
import { Field } from '../../../components/ui/chakra/field';
import { Input } from '../../../components/ui/chakra/input';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import { Textarea } from '../../../components/ui/chakra/textarea';

type Errors = Partial<Record<keyof VerificationRequestInput, string>>;

/**
 * The verification request form (domain verificationRequestInputSchema): identity document type and
 * ONLY the last 4 characters of its number, qualifications, experience, up to 5 https evidence links
 * (one per line). Calls onSubmit with the parsed input; shows the first problem of each field.
 */
export function VerificationRequestForm({
  initial,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: VerificationRequest | null;
  busy: boolean;
  onSubmit: (input: VerificationRequestInput) => void;
  onCancel?: () => void;
}) {
  const [idType, setIdType] = useState<string>(initial?.id_type ?? 'aadhaar');
  const [last4, setLast4] = useState(initial?.id_last4 ?? '');
  const [qualifications, setQualifications] = useState(initial?.qualifications ?? '');
  const [experience, setExperience] = useState(initial?.experience ?? '');
  const [links, setLinks] = useState((initial?.evidence_links ?? []).join('\n'));
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    const parsed = verificationRequestInputSchema.safeParse({
      id_type: idType,
      id_last4: last4,
      qualifications,
      experience,
      evidence_links: links
        .split(/\s+/)
        .map((l) => l.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof VerificationRequestInput;
        next[key] ??= key === 'evidence_links' && issue.code === 'too_big' ? 'At most 5 links.' : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <HStack gap="3" align="flex-start" wrap="wrap">
        <Field.Root flex="1" minW="40">
          <Field.Label>Identity document</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={idType} onChange={(e) => setIdType(e.currentTarget.value)}>
              {ID_DOCUMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {ID_DOCUMENT_LABELS[t]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1" minW="40" invalid={!!errors.id_last4}>
          <Field.Label>Last 4 characters of its number</Field.Label>
          <Input value={last4} maxLength={4} autoComplete="off" onChange={(e) => setLast4(e.currentTarget.value)} />
          <Field.HelperText>Never the full number: we store only these 4.</Field.HelperText>
          <Field.ErrorText>{errors.id_last4}</Field.ErrorText>
        </Field.Root>
      </HStack>
      <Field.Root invalid={!!errors.qualifications}>
        <Field.Label>Qualifications</Field.Label>
        <Textarea value={qualifications} maxLength={2000} onChange={(e) => setQualifications(e.currentTarget.value)} />
        <Field.ErrorText>{errors.qualifications}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.experience}>
        <Field.Label>Experience</Field.Label>
        <Textarea value={experience} maxLength={2000} onChange={(e) => setExperience(e.currentTarget.value)} />
        <Field.ErrorText>{errors.experience}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.evidence_links}>
        <Field.Label>Evidence links (optional, one per line)</Field.Label>
        <Textarea
          value={links}
          rows={3}
          onChange={(e) => setLinks(e.currentTarget.value)}
          placeholder="https://www.linkedin.com/in/..."
        />
        <Field.HelperText>LinkedIn or certificate pages; https links only, at most 5.</Field.HelperText>
        <Field.ErrorText>{errors.evidence_links}</Field.ErrorText>
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" colorPalette="blue" loading={busy}>
          Submit for verification
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
