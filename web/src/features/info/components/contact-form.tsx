import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { CONTACT_MESSAGES, TIMINGS, type ContactMessage } from '@skillsetu/domain';
import { useRef, useState, type FormEvent } from 'react';
import { LightField as Field, LightInput as Input } from '../../../components/ui/light-field';
import { LightTextarea as Textarea } from '../../../components/ui/light-textarea';
import { notify } from '../../../components/ui/notify';
import type { ContactValues } from './contact-check';

const FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;
const REQUIRED = ['firstName', 'email', 'subject', 'message'] as const;

/**
 * Sends a parsed message; resolves on success, throws on failure (an error whose `code` is
 * 'functions/resource-exhausted' when the server's per-caller limit refuses it). Defaults to the
 * submitContactMessage callable (lazy-loaded).
 */
export type ContactSender = (message: ContactMessage) => Promise<unknown>;

const sendToServer: ContactSender = async (message) => {
  const { sendContactMessage } = await import('../api/send-contact-message');
  return sendContactMessage(message);
};

// The validation (zod and the schema) loads when a visitor starts typing or sends, not with the
// page (docs/decisions/221-become-trainer-and-contact-load-on-intent.md).
const loadCheck = () => import('./contact-check');

function valuesOf(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const values = {} as ContactValues;
  for (const name of FIELDS) values[name] = String(data.get(name) ?? '');
  return values;
}

/**
 * The contact form (docs/product.md#public-pages): firstName, email, subject, message required, else the toast
 * 'Missing Information' / 'Please fill in all required fields.'; lastName optional. On success
 * the spec's 5 s success toast and a reset; on failure the 'Failed to Send Message' toast, or
 * 'Too many attempts, try again later.' when the server's limit refused it (input kept). After a
 * refused send, the fields in error are checked again as the visitor types.
 */
export function ContactForm({ send = sendToServer }: { send?: ContactSender }) {
  const [invalid, setInvalid] = useState<ReadonlySet<keyof ContactMessage>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const recheck = async () => {
    const form = formRef.current;
    if (invalid.size === 0 || !form) return;
    const result = (await loadCheck()).checkContactMessage(valuesOf(form));
    setInvalid(result.ok ? new Set() : result.invalid);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = valuesOf(form);
    setSubmitting(true);
    try {
      const { checkContactMessage, CONTACT_RATE_LIMITED } = await loadCheck();
      const result = checkContactMessage(values);
      if (!result.ok) {
        setInvalid(result.invalid);
        if (REQUIRED.some((k) => !values[k].trim())) notify(CONTACT_MESSAGES.missingInformation, 'error');
        else if (result.invalid.has('email'))
          notify({ title: 'Invalid Email', description: 'Please enter a valid email address.' }, 'error');
        return;
      }
      setInvalid(new Set());
      try {
        await send(result.message);
        notify(CONTACT_MESSAGES.success, 'success', TIMINGS.contactSuccessToastMs);
        form.reset();
      } catch (e) {
        if ((e as { code?: unknown }).code === 'functions/resource-exhausted') {
          notify(CONTACT_RATE_LIMITED, 'error');
          return;
        }
        console.error('Contact message failed', e);
        notify(CONTACT_MESSAGES.failure, 'error');
      }
    } catch (e) {
      // the validation module failed to download (offline): nothing was sent
      console.error('Contact form could not load', e);
      notify(CONTACT_MESSAGES.failure, 'error');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void onSubmit(e)}
      onFocus={() => {
        void loadCheck().catch(() => undefined);
        // a visitor who starts typing will likely send: fetch the callable's SDK meanwhile
        if (send === sendToServer) void import('../api/send-contact-message').catch(() => undefined);
      }}
      onInput={() => void recheck().catch(() => undefined)}
      noValidate
      aria-label="Contact form"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root required invalid={invalid.has('firstName')}>
            <Field.Label>
              First Name <Field.RequiredIndicator />
            </Field.Label>
            <Input name="firstName" autoComplete="given-name" />
          </Field.Root>
          <Field.Root invalid={invalid.has('lastName')}>
            <Field.Label>Last Name</Field.Label>
            <Input name="lastName" autoComplete="family-name" />
          </Field.Root>
        </SimpleGrid>
        <Field.Root required invalid={invalid.has('email')}>
          <Field.Label>
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input name="email" type="email" autoComplete="email" />
          {invalid.has('email') && <Field.ErrorText>Please enter a valid email address.</Field.ErrorText>}
        </Field.Root>
        <Field.Root required invalid={invalid.has('subject')}>
          <Field.Label>
            Subject <Field.RequiredIndicator />
          </Field.Label>
          <Input name="subject" />
        </Field.Root>
        <Field.Root required invalid={invalid.has('message')}>
          <Field.Label>
            Message <Field.RequiredIndicator />
          </Field.Label>
          <Textarea name="message" rows={6} />
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Sending..." alignSelf="flex-start">
          Send Message
        </Button>
      </Stack>
    </form>
  );
}
