import { lazy, type ComponentProps } from 'react';
import { SessionActions as AuthSessionActions } from '../../features/auth/components/session-actions';
import { loadMessagesNavButton } from '../../features/messaging';

// The Messages link with its unread badge: a chunk of its own (home entry budget).
const MessagesNavButton = lazy(() => loadMessagesNavButton().then((m) => ({ default: m.MessagesNavButton })));

/**
 * The navbar's signed-in actions (auth's SessionActions) with messaging's Messages button,
 * composed here so auth never imports messaging (docs/decisions/244-one-read-hook-and-feature-doors.md).
 * This module is the lazy 'session-actions' chunk's entry (scripts/lib/chunks.mjs).
 */
export function SessionActions(props: Omit<ComponentProps<typeof AuthSessionActions>, 'MessagesNavButton'>) {
  return <AuthSessionActions {...props} MessagesNavButton={MessagesNavButton} />;
}
