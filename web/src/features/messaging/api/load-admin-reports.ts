/** Loads AdminReports's module, a chunk of its own: for `lazy()` in another feature (one module per loader, docs/architecture.md#layers). */
export const loadAdminReports = () => import('../components/admin-reports');
