/** Loads AnalyticsPanel's module, a chunk of its own: for `lazy()` in another feature (one module per loader, docs/architecture.md#layers). */
export const loadAnalyticsPanel = () => import('../components/analytics-panel');
