import { Button, Stack, Text } from '@chakra-ui/react';
import { DELETE_ACCOUNT_TEXT as TEXT } from '@skillsetu/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/chakra/field';
import { notify } from '../../../components/ui/notify';
import { deleteMyAccount } from '../api/delete-account';
import { PasswordInput } from './password-input';

/**
 * "Delete my account" (docs/accounts.md): says what goes and what is kept, asks for the password,
 * then deletes and signs out. A refusal (a trainer's learners or money still open) is shown in the
 * dialog as the server words it.
 */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await deleteMyAccount(password);
      notify(TEXT.deleted, 'success');
    } catch (err) {
      console.error('Account deletion failed', err);
      setProblem((err as Error).message || TEXT.failed.description);
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={TEXT.title}
      closeButton
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">{TEXT.cancel}</Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="red" onClick={() => void submit()} disabled={!password} loading={busy}>
            {TEXT.confirm}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{TEXT.what}</Text>
        <Text fontSize="sm" color="fg.muted">
          {TEXT.kept} <Link to="/privacy">{TEXT.policy}</Link>
        </Text>
        <Field.Root invalid={problem !== null}>
          <Field.Label>{TEXT.password}</Field.Label>
          <PasswordInput
            value={password}
            autoComplete="current-password"
            onChange={(e) => setPassword(e.target.value)}
          />
          {problem ? <Field.ErrorText data-testid="delete-account-problem">{problem}</Field.ErrorText> : null}
        </Field.Root>
      </Stack>
    </ConfirmDialog>
  );
}
