import { AUTH_MESSAGES } from '@skillsetu/domain';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { notify } from '../../../components/ui/notify';

/**
 * react-hook-form's onInvalid handler for the auth forms: the domain schemas carry an
 * AUTH_MESSAGES key as each issue's message; show that toast (docs/product.md#accounts-and-roles titles, destructive style).
 */
export function notifyFormError<T extends FieldValues>(errors: FieldErrors<T>): void {
  const first = Object.values(errors).find((e) => typeof e?.message === 'string');
  const key = first?.message as string | undefined;
  const text = key && key in AUTH_MESSAGES ? AUTH_MESSAGES[key as keyof typeof AUTH_MESSAGES] : undefined;
  if (text && typeof text === 'object') notify(text, 'error');
  else notify(AUTH_MESSAGES.missingInformation, 'error');
}
