// The messaging feature's public surface besides its api/ folder: what other features may import
// (eslint.config.js, import-x/no-restricted-paths; docs/architecture.md#layers). Only re-exports,
// marked side-effect free in web/vite.config.ts, so the build resolves each import to its module.
export { composeUrl } from './compose-url';
export { loadMessagesNavButton } from './api/load-messages-nav-button';
export { loadAdminReports } from './api/load-admin-reports';
export { loadContactRequestsPanel } from './api/load-contact-requests-panel';
export { loadConnectContact } from './api/load-connect-contact';
export { loadResponseTimeText } from './api/load-response-time-text';
