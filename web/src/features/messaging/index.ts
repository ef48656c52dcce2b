// The messaging feature's public surface: what other features may import besides its api/ folder
// (eslint.config.js, import-x/no-restricted-paths; docs/architecture.md#layers). Only
// re-exports (marked side-effect free in web/vite.config.ts), so the build resolves each import to its module.
export { composeUrl } from './compose-url';
export { loadAdminReports } from './load-admin-reports';
export { loadConnectContact } from './load-connect-contact';
export { loadContactRequestsPanel } from './load-contact-requests-panel';
export { loadMessagesNavButton } from './load-messages-nav-button';
export { loadResponseTimeText } from './load-response-time-text';
