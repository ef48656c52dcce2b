/** Loads the view counter's module (scheduleViewRecord, watchEnrollClicks), a chunk of its own: for other features (docs/architecture.md#layers). */
export const loadScheduleView = () => import('./schedule-view');
