import { trainerAnalytics, type TrainerAnalyticsDay, type TrainerAnalyticsMonth } from '@skillsetu/domain';
import { viewConverter } from '../../../lib/firebase/converter-from-schema';

// Read-only: trainer_analytics is server-written (recordView, docs/decisions/100-server-counted-views.md).
// Both read through the module (domain trainerAnalytics): a missing or malformed counter reads as 0.

/** `trainer_analytics/{uid}/days/{YYYY-MM-DD}` → TrainerAnalyticsDay (the day key is the document id when missing). */
export const dayConverter = viewConverter(trainerAnalytics, (id, d): TrainerAnalyticsDay => ({
  profile_views: d.profile_views,
  course_views: d.course_views,
  enroll_clicks: d.enroll_clicks,
  day: d.day || id,
}));

/** `trainer_analytics/{uid}/months/{YYYY-MM}` → TrainerAnalyticsMonth (the month key is the document id when missing). */
export const monthConverter = viewConverter(trainerAnalytics, (id, d): TrainerAnalyticsMonth => ({
  profile_views: d.profile_views,
  course_views: d.course_views,
  enroll_clicks: d.enroll_clicks,
  month: d.month || id,
}));
