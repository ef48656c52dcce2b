import { CARD_DEFAULTS } from '@skillsetu/domain';
import { doc, getDoc } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';
import type { CourseDetail } from '../course-detail';

const str = (v: unknown, fallback: string): string => (typeof v === 'string' && v ? v : fallback);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * The instructor of a course from the trainer's live card (`trainer_cards/{uid}`): public id for
 * the profile link, name, expertise, experience, students, rating. Null when there is no card.
 * Only import lazily: it loads the Firebase SDK.
 */
export async function fetchCourseTrainer(uid: string): Promise<CourseDetail['trainer'] | null> {
  const card = (await getDoc(doc(firestore, 'trainer_cards', uid))).data();
  if (!card || !num(card.id)) return null;
  return {
    id: num(card.id),
    uid,
    name: str(card.name, 'SkillSetu Trainer'),
    expertise: str(card.expertise, CARD_DEFAULTS.expertise),
    experience: str(card.experience, CARD_DEFAULTS.experience),
    students: num(card.students),
    rating: num(card.rating),
  };
}
