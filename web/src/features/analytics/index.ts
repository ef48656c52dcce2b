// The analytics feature's public surface: what other features may import (eslint.config.js,
// docs/architecture.md#layers). Only re-exports, marked side-effect free in web/build/chunks.ts.
export { loadAnalyticsPanel } from './api/load-analytics-panel';
export { loadScheduleView } from './api/load-schedule-view';
