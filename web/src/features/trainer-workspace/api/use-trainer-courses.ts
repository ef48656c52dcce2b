import { COURSE_CAP } from '@skillsetu/domain';
import { collection, limit, query, where, type QueryConstraint } from 'firebase/firestore';
import { useMemo } from 'react';
import { useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { workspaceCourseConverter, type WorkspaceCourse } from './converters';

/** Live list state of a trainer's courses. */
export interface TrainerCoursesState {
  status: 'loading' | 'ready' | 'error';
  courses: WorkspaceCourse[];
}

/**
 * Live courses of trainer `uid`, oldest first: all of them, as a trainer owns at most COURSE_CAP (50,
 * also the rules' list limit). publishedOnly → is_active == true (what visitors may read). Each
 * course carries `pending` (hasPendingWrites, reactfire reports metadata changes), so a card shows
 * 'saved on this device' until the server acknowledges, without awaiting the write.
 */
export function useTrainerCourses(uid: string | null, publishedOnly = false): TrainerCoursesState {
  const constraints: QueryConstraint[] = uid ? [where('trainer_id', '==', uid)] : [];
  if (publishedOnly) constraints.push(where('is_active', '==', true));
  const live = useLiveQuery(
    uid
      ? query(
          collection(firestore, 'courses').withConverter(workspaceCourseConverter),
          ...constraints,
          limit(COURSE_CAP),
        )
      : null,
    'Courses load',
  );
  const courses = useMemo(
    () =>
      [...live.data].sort(
        (a, b) => (a.created_at?.getTime() ?? 0) - (b.created_at?.getTime() ?? 0) || a.id.localeCompare(b.id),
      ),
    [live.data],
  );
  if (live.status === 'idle' || live.status === 'loading') return { status: 'loading', courses: [] };
  if (live.status === 'error') return { status: 'error', courses: [] };
  return { status: 'ready', courses };
}
