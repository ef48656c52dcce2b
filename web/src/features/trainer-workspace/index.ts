// The trainer-workspace feature's public surface: what other features may import (eslint.config.js,
// docs/architecture.md#layers). Only re-exports, marked side-effect free in web/build/chunks.ts.
// Nothing yet: only the app's routes use this feature.
export {};
