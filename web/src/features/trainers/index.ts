// The trainers feature's public surface: what other features may import (eslint.config.js,
// docs/architecture.md#layers). Only re-exports, marked side-effect free in web/build/chunks.ts.
export {
  listenToTrainerCardsPage,
  readPublicCourse,
  readSiteStatsDoc,
  readTopRatedTrainerCards,
} from './api/worker/client';
