/** Loads ResponseTimeText's module (a chunk of its own). A module per loader, so each stays in its consumer's chunk (docs/architecture.md#layers). */
export const loadResponseTimeText = () => import('./components/response-time-text');
