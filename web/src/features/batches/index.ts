// The batches feature's public surface for other features (docs/architecture.md#layers).
export { CancelEnrolmentDialog } from './components/cancel-enrolment-dialog';
export { EnrolmentRefundStatus } from './components/enrolment-refund-status';
export { loadTrainerBatchesSection } from './api/load-trainer-batches-section';
export { loadUpcomingBatches } from './api/load-upcoming-batches';
export { fetchOpenBatches } from './api/fetch-open-batches';
export { loadBatchPicker } from './api/load-batch-picker';
