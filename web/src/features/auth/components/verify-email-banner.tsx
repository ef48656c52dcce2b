import { Button, Container, HStack } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/chakra/alert';
import { EMAIL_VERIFICATION_TEXT as T } from '@skillsetu/domain';
import { useCallback, useEffect, useState } from 'react';
import { notify } from '../../../components/ui/notify';
import { refreshEmailVerified, resendEmailVerification } from '../api/email-verification';
import { useSession } from '../hooks/use-session';

/**
 * The "Please verify your email address" banner with Resend (limited per account on the server)
 * and a check button, shown to a signed-in user whose address Firebase has not verified
 * (docs/decisions/170-verified-email.md). It re-checks on mount and whenever the tab regains focus,
 * so returning from the mail's link unlocks paying and messaging without signing in again.
 * Must be rendered inside `<WithFirebase>`.
 */
export function VerifyEmailBanner() {
  const session = useSession();
  const uid = session.status === 'signed-in' ? (session.user?.uid ?? null) : null;
  const [verified, setVerified] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  const check = useCallback(async (announce: boolean) => {
    try {
      const ok = await refreshEmailVerified();
      setVerified(ok);
      if (announce) notify(ok ? T.verified : T.notYet, ok ? 'success' : 'warning');
    } catch (err) {
      console.error('Email verification check failed', err);
    }
  }, []);

  useEffect(() => {
    if (!uid) return;
    void check(false);
    const onFocus = () => void check(false);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [uid, check]);

  if (!uid || verified !== false) return null;
  const resend = async () => {
    setBusy(true);
    try {
      await resendEmailVerification();
      notify(T.resent, 'success');
    } catch (err) {
      const message = (err as { message?: string }).message;
      notify({ title: T.resendFailed.title, description: message || T.resendFailed.description }, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Container maxW="7xl" pb="3">
      <Alert.Root status="warning" role="region" aria-label="Email verification">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{T.bannerTitle}</Alert.Title>
          <Alert.Description>{T.bannerBody}</Alert.Description>
        </Alert.Content>
        <HStack gap="2" flexShrink={0}>
          <Button size="sm" colorPalette="orange" loading={busy} onClick={() => void resend()}>
            {T.resend}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void check(true)}>
            {T.check}
          </Button>
        </HStack>
      </Alert.Root>
    </Container>
  );
}
