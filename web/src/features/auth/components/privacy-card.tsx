import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { DELETE_ACCOUNT_TEXT, PRIVACY_TEXT } from '@skillsetu/domain';
import { useState } from 'react';
import { Card } from '../../../components/ui/chakra/card';
import { notify } from '../../../components/ui/notify';
import { downloadMyData } from '../api/export-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * My Profile → Privacy (docs/accounts.md "My data"): "Download my data" (a JSON of every document
 * about the user) and "Delete my account" (password, confirm; the dialog says what is kept).
 */
export function PrivacyCard() {
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMyData();
      notify(PRIVACY_TEXT.downloaded, 'success');
    } catch (err) {
      const message = (err as { message?: string }).message;
      notify(
        { title: PRIVACY_TEXT.downloadFailed.title, description: message || PRIVACY_TEXT.downloadFailed.description },
        'error',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          {PRIVACY_TEXT.title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3" align="flex-start">
          <Text color="fg.muted">{PRIVACY_TEXT.intro}</Text>
          <Button colorPalette="blue" variant="outline" loading={busy} onClick={() => void download()}>
            {PRIVACY_TEXT.download}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {PRIVACY_TEXT.deleteHint}
          </Text>
          <Button colorPalette="red" variant="outline" onClick={() => setDeleting(true)}>
            {DELETE_ACCOUNT_TEXT.open}
          </Button>
          {deleting ? <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} /> : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
