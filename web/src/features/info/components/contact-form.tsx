import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Field } from '../../../components/ui/chakra/field';
import { Input } from '../../../components/ui/chakra/input';
import { Textarea } from '../../../components/ui/chakra/textarea';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_MESSAGES,
  CONTACT_RATE_LIMITED,
  contactMessageSchema,
  TIMINGS,
  type ContactMessage,
} from '@skillsetu/domain';
import { useForm, type FieldErrors } from 'react-hook-form';
import { notify } from '../../../components/ui/notify';

const EMPTY: ContactMessage = { firstName: '', lastName: '', email: '', subject: '', message: '' };
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

/**
 * The contact form (docs/product.md#public-pages): firstName, email, subject, message required, else the toast
 * 'Missing Information' / 'Please fill in all required fields.'; lastName optional. On success
 * the spec's 5 s success toast and a reset; on failure the 'Failed to Send Message' toast, or
 * 'Too many attempts, try again later.' when the server's limit refused it (input kept).
 */
export function ContactForm({ send = sendToServer }: { send?: ContactSender }) {
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessage>({ resolver: zodResolver(contactMessageSchema), defaultValues: EMPTY });

  const onInvalid = (errs: FieldErrors<ContactMessage>) => {
    const values = getValues();
    if (REQUIRED.some((k) => !values[k]?.trim())) notify(CONTACT_MESSAGES.missingInformation, 'error');
    else if (errs.email)
      notify({ title: 'Invalid Email', description: 'Please enter a valid email address.' }, 'error');
  };

  const onValid = async (data: ContactMessage) => {
    try {
      await send(data);
      notify(CONTACT_MESSAGES.success, 'success', TIMINGS.contactSuccessToastMs);
      reset(EMPTY);
    } catch (e) {
      if ((e as { code?: unknown }).code === 'functions/resource-exhausted') {
        notify(CONTACT_RATE_LIMITED, 'error');
        return;
      }
      console.error('Contact message failed', e);
      notify(CONTACT_MESSAGES.failure, 'error');
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label="Contact form">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root required invalid={!!errors.firstName}>
            <Field.Label>
              First Name <Field.RequiredIndicator />
            </Field.Label>
            <Input autoComplete="given-name" {...register('firstName')} />
          </Field.Root>
          <Field.Root invalid={!!errors.lastName}>
            <Field.Label>Last Name</Field.Label>
            <Input autoComplete="family-name" {...register('lastName')} />
          </Field.Root>
        </SimpleGrid>
        <Field.Root required invalid={!!errors.email}>
          <Field.Label>
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" autoComplete="email" {...register('email')} />
          {errors.email && <Field.ErrorText>Please enter a valid email address.</Field.ErrorText>}
        </Field.Root>
        <Field.Root required invalid={!!errors.subject}>
          <Field.Label>
            Subject <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('subject')} />
        </Field.Root>
        <Field.Root required invalid={!!errors.message}>
          <Field.Label>
            Message <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={6} {...register('message')} />
        </Field.Root>
        <Button
          type="submit"
          colorPalette="blue"
          loading={isSubmitting}
          loadingText="Sending..."
          alignSelf="flex-start"
        >
          Send Message
        </Button>
      </Stack>
    </form>
  );
}
