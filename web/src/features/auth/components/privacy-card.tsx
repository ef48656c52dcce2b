import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { PRIVACY_TEXT } from '@skillsetu/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/chakra/card';
import { notify } from '../../../components/ui/notify';
import { downloadMyData } from '../api/export-my-data';

/** My Profile → Privacy: "Download my data" (a JSON of every document about the user; docs/accounts.md). */
export function PrivacyCard() {
  const [busy, setBusy] = useState(false);
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
            {PRIVACY_TEXT.deleteHint} <Link to="/contact">{PRIVACY_TEXT.contact}</Link>
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
