/** Loads the trainer's Classes dialog, a chunk of its own: for `lazy()` in the batches feature (docs/architecture.md#layers). */
export const loadSessionsDialog = () => import('../components/sessions-dialog');
