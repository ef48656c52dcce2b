import { formatBadgeCount, type Notification } from '@skillsetu/domain';
import { useCallback, useState } from 'react';
import { LuBell } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { NavCountButton } from '../../../components/ui/nav-count-button';
import { notify } from '../../../components/ui/notify';
import { markAllNotificationsRead, markNotificationRead } from '../api/mark-read';
import { useNotifications } from '../api/use-notifications';
import { NotificationsDialog } from './notifications-dialog';

/**
 * The navbar's notification bell (docs/product.md#notifications-and-mail): unread badge (99+), the Notifications dialog, and
 * — when toastLive — a destructive toast for an error-type notification that arrives live.
 * placement 'menu' renders a full-width button for the side menu.
 */
export function NotificationBell({
  uid,
  toastLive,
  placement,
}: {
  uid: string;
  toastLive: boolean;
  placement: 'bar' | 'menu';
}) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const onArrived = useCallback(
    (n: Notification) => {
      if (toastLive && n.type === 'error') notify({ title: n.title, description: n.message }, 'error');
    },
    [toastLive],
  );
  const { status, items } = useNotifications(uid, onArrived);
  const unreadIds = items.filter((n) => !n.is_read).map((n) => n.id);
  const unread = unreadIds.length;

  const onRead = (n: Notification) => {
    if (!n.is_read) markNotificationRead(n.id).catch((err) => console.error('Mark read failed', err));
  };
  const onView = (n: Notification) => {
    onRead(n);
    setOpen(false);
    if (!n.action_url) return;
    if (n.action_url.startsWith('/')) navigate(n.action_url);
    else window.open(n.action_url, '_blank', 'noopener');
  };
  const onMarkAll = () => {
    markAllNotificationsRead(unreadIds).catch((err) => console.error('Mark all read failed', err));
  };
  const label = unread > 0 ? `Notifications (${formatBadgeCount(unread)} unread)` : 'Notifications';

  return (
    <>
      <NavCountButton
        icon={<LuBell />}
        text="Notifications"
        label={label}
        badge={unread > 0 ? formatBadgeCount(unread) : null}
        badgeTestId="notification-badge"
        placement={placement}
        onClick={() => setOpen(true)}
      />
      <NotificationsDialog
        open={open}
        onOpenChange={setOpen}
        loading={status === 'loading'}
        items={items}
        unread={unread}
        onRead={onRead}
        onView={onView}
        onMarkAll={onMarkAll}
      />
    </>
  );
}
