// The certificates feature's public surface besides its api/ folder: what other features may import
// (eslint.config.js, import-x/no-restricted-paths; docs/architecture.md#layers). Only re-exports.
export { MyCertificatesCard } from './components/my-certificates-card';
export { CompletionStatus } from './components/completion-status';
