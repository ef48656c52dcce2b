/** Loads NotificationPreferencesCard's module, a chunk of its own: for `lazy()` in another feature (one module per loader, docs/architecture.md#layers). */
export const loadNotificationPreferencesCard = () => import('../components/notification-preferences-card');
