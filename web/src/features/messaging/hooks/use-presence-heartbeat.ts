import { useEffect } from 'react';
import { touchPresence } from '../api/touch-presence';

const EVERY_MS = 10 * 60 * 1000;

/**
 * While the app is open and visible, stamps presence/{uid} now and every 10 minutes, so a new
 * message mails the user only after an hour away (docs/decisions/042-message-notifications-and-mail.md). Failures are logged.
 */
export function usePresenceHeartbeat(uid: string): void {
  useEffect(() => {
    const touch = () => {
      if (document.visibilityState === 'visible')
        touchPresence(uid).catch((err: unknown) => console.error('Presence update failed', err));
    };
    touch();
    const timer = window.setInterval(touch, EVERY_MS);
    document.addEventListener('visibilitychange', touch);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', touch);
    };
  }, [uid]);
}
