import {
  trainerAnalyticsDaySchema,
  trainerAnalyticsMonthSchema,
  type TrainerAnalyticsDay,
  type TrainerAnalyticsMonth,
} from '@skillsetu/domain';
import type { FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore';

/** A read-only converter: parses with the domain schema; a document that does not fit reads as zeros under its id. */
function readOnly<T>(parse: (data: unknown, id: string) => T): FirestoreDataConverter<T> {
  return {
    toFirestore: () => {
      throw new Error('trainer_analytics is server-written');
    },
    fromFirestore: (snap: QueryDocumentSnapshot) => parse(snap.data(), snap.id),
  };
}

const zeros = { profile_views: 0, course_views: 0, enroll_clicks: 0 };

/** `trainer_analytics/{uid}/days/{YYYY-MM-DD}` → TrainerAnalyticsDay (trainerAnalyticsDaySchema). */
export const dayConverter = readOnly<TrainerAnalyticsDay>((data, id) => {
  const parsed = trainerAnalyticsDaySchema.safeParse(data);
  return parsed.success ? parsed.data : { ...zeros, day: id };
});

/** `trainer_analytics/{uid}/months/{YYYY-MM}` → TrainerAnalyticsMonth (trainerAnalyticsMonthSchema). */
export const monthConverter = readOnly<TrainerAnalyticsMonth>((data, id) => {
  const parsed = trainerAnalyticsMonthSchema.safeParse(data);
  return parsed.success ? parsed.data : { ...zeros, month: id };
});
