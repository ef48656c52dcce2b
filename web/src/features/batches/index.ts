// The batches feature's public surface for other features (docs/architecture.md#layers).
export { CancelEnrolmentDialog } from './components/cancel-enrolment-dialog';
export { EnrolmentRefundStatus } from './components/enrolment-refund-status';
