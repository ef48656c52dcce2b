/** Loads UpcomingBatches's module, a chunk of its own: for `lazy()` in another feature (one module per loader, docs/architecture.md#layers). */
export const loadUpcomingBatches = () => import('../components/upcoming-batches');
