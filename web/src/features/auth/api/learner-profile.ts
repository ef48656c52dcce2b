import {
  AUTH_MESSAGES,
  learnerProfileSchema,
  parseInterests,
  type LearnerPreferencesForm,
  type LearnerProfile,
} from '@skillsetu/domain';
import { doc, setDoc, type DocumentData } from 'firebase/firestore';
import { converterFromSchema } from '../../../lib/firebase/converter-from-schema';
import { useLiveDoc } from '../../../lib/firebase/live';
import { auth, firestore } from '../../../lib/firebase/sdk';

const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

/** learner_profiles/{uid} data → LearnerProfile, leniently (the schema's fallback). */
function learnerProfileFromData(uid: string, d: DocumentData): LearnerProfile {
  return {
    user_id: uid,
    learning_goals: typeof d.learning_goals === 'string' ? d.learning_goals : '',
    experience_level: LEVELS.includes(d.experience_level) ? d.experience_level : 'beginner',
    interests: Array.isArray(d.interests) ? d.interests.filter((i) => typeof i === 'string') : [],
  };
}

const learnerProfileConverter = converterFromSchema<LearnerProfile>(learnerProfileSchema, learnerProfileFromData, {
  idField: 'user_id',
});

/** Live `learner_profiles/{uid}` (docs/product.md#accounts-and-roles): undefined while loading, null when not created yet or unreadable (logged). */
export function useLearnerProfile(uid: string): LearnerProfile | null | undefined {
  const live = useLiveDoc(
    doc(firestore, 'learner_profiles', uid).withConverter(learnerProfileConverter),
    'Learner profile fetch',
  );
  return live.status === 'loading' ? undefined : (live.data ?? null);
}

/** Creates or replaces the signed-in learner's preferences. Throws 'No user logged in' or the Firestore error. */
export async function saveLearnerPreferences(form: LearnerPreferencesForm): Promise<void> {
  const uid = auth.currentUser?.uid;
  if (!uid) throw new Error(AUTH_MESSAGES.noUserLoggedIn);
  const value: LearnerProfile = {
    user_id: uid,
    learning_goals: form.learning_goals.trim(),
    experience_level: form.experience_level,
    interests: parseInterests(form.interests),
  };
  await setDoc(doc(firestore, 'learner_profiles', uid), value);
}
