// The auth feature's public surface besides its api/ folder: what other features may import
// (eslint.config.js, import-x/no-restricted-paths; docs/architecture.md#layers). Only re-exports,
// marked side-effect free in web/vite.config.ts, so the build resolves each import to its module.
export { useRedirectSignedIn } from './hooks/use-redirect-signed-in';
export { useSession } from './hooks/use-session';
export { signOutAndClear } from './api/sign-out';
export { profileConverter } from './api/profile-converter';
export { loadNotificationPreferencesCard } from './api/load-notification-preferences-card';
export { signUp } from './api/sign-up';
