// The students feature's public surface: what other features may import (eslint.config.js,
// docs/architecture.md#layers). Only re-exports, marked side-effect free in web/build/chunks.ts.
export { loadStudentsTab } from './api/load-students-tab';
export { studentConverter } from './api/student-converter';
