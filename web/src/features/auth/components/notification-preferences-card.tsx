import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import {
  MAIL_PREFERENCE_KINDS,
  MAIL_PREFERENCE_TEXT,
  NOTIFICATION_PREFERENCES_TEXT as TEXT,
  type MailPreferenceKind,
} from '@skillsetu/domain';
import { useState } from 'react';
import { Card } from '../../../components/ui/chakra/card';
import { notify } from '../../../components/ui/notify';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { saveNotificationPreferences, useNotificationPreferences } from '../api/notification-preferences';

/**
 * Email Notifications (trainer Settings tab and My Profile; docs/accounts.md): one checkbox per mail
 * kind, saved at once to `notification_preferences/{uid}`, which every mail sender reads. The bell's
 * in-app notifications and account mails are always on.
 */
export function NotificationPreferencesCard({ uid }: { uid: string }) {
  const prefs = useNotificationPreferences(uid);
  const [saving, setSaving] = useState<MailPreferenceKind | null>(null);
  if (!prefs) return <PageSpinner label="Loading email preferences..." />;

  const toggle = async (kind: MailPreferenceKind, on: boolean) => {
    setSaving(kind);
    try {
      await saveNotificationPreferences({ ...prefs, [kind]: on });
      notify(TEXT.saved, 'success');
    } catch (err) {
      console.error('Saving notification preferences failed', err);
      notify(TEXT.saveFailed, 'error');
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card.Root data-testid="notification-preferences">
      <Card.Header>
        <Heading as="h2" size="lg">
          {TEXT.title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Text color="fg.muted">{TEXT.intro}</Text>
          {MAIL_PREFERENCE_KINDS.map((kind) => (
            // a native checkbox: no extra component machinery in the bundle, and a label the whole row clicks
            <HStack key={kind} asChild align="flex-start" gap="3" cursor="pointer">
              <label>
                <input
                  type="checkbox"
                  checked={prefs[kind]}
                  disabled={saving !== null}
                  onChange={(e) => void toggle(kind, e.target.checked)}
                  style={{ width: '1.1rem', height: '1.1rem', marginTop: '0.2rem', accentColor: '#2563eb' }}
                />
                <Stack gap="0">
                  <Text fontWeight="semibold">{MAIL_PREFERENCE_TEXT[kind].label}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {MAIL_PREFERENCE_TEXT[kind].help}
                  </Text>
                </Stack>
              </label>
            </HStack>
          ))}
          <Text fontSize="sm" color="fg.muted">
            {TEXT.accountMails}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
