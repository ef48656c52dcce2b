import { COURSE_CAP } from '@skillsetu/domain';
import { collection, limit, onSnapshot, query, where, type QueryConstraint } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';
import { courseFromData, type WorkspaceCourse } from './converters';

/** Live list state of a trainer's courses. */
export interface TrainerCoursesState {
  status: 'loading' | 'ready' | 'error';
  courses: WorkspaceCourse[];
}

/**
 * Live courses of trainer `uid`, oldest first: all of them, as a trainer owns at most COURSE_CAP (50,
 * also the rules' list limit). publishedOnly → is_active == true (what visitors may read). With includeMetadataChanges each course carries `pending` (hasPendingWrites), so a card
 * shows 'saved on this device' until the server acknowledges, without awaiting the write.
 */
export function useTrainerCourses(uid: string | null, publishedOnly = false): TrainerCoursesState {
  const [state, setState] = useState<TrainerCoursesState & { key: string | null }>({
    key: null,
    status: 'loading',
    courses: [],
  });
  const key = uid ? `${uid}:${publishedOnly}` : null;
  useEffect(() => {
    if (!uid || !key) return;
    const constraints: QueryConstraint[] = [where('trainer_id', '==', uid)];
    if (publishedOnly) constraints.push(where('is_active', '==', true));
    constraints.push(limit(COURSE_CAP));
    return onSnapshot(
      query(collection(firestore, 'courses'), ...constraints),
      { includeMetadataChanges: true },
      (snap) => {
        const courses = snap.docs
          .map((d) => courseFromData(d.id, d.data({ serverTimestamps: 'estimate' }), d.metadata.hasPendingWrites))
          .sort((a, b) => (a.created_at?.getTime() ?? 0) - (b.created_at?.getTime() ?? 0) || a.id.localeCompare(b.id));
        setState({ key, status: 'ready', courses });
      },
      (err) => {
        console.error('Failed to load courses', err);
        setState({ key, status: 'error', courses: [] });
      },
    );
  }, [uid, publishedOnly, key]);
  if (!key || state.key !== key) return { status: 'loading', courses: [] };
  return { status: state.status, courses: state.courses };
}
