// The sessions feature's public surface (docs/architecture.md#layers; docs/sessions.md).
export { NextClass } from './components/next-class';
export { useBatchClasses } from './api/use-batch-sessions';
export { loadSessionsDialog } from './api/load-sessions-dialog';
