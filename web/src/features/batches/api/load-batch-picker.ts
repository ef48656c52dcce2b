/** Loads BatchPicker's module, a chunk of its own: for `lazy()` in another feature (one module per loader, docs/architecture.md#layers). */
export const loadBatchPicker = () => import('../components/batch-picker');
