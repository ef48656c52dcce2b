import { parseInterests, type LearnerPreferencesForm, type LearnerProfile } from '@skillsetu/domain';
import { doc, onSnapshot, setDoc } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { AUTH_MESSAGES } from '@skillsetu/domain';
import { auth, firestore } from '../../../lib/firebase/sdk';

const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

/** Live `learner_profiles/{uid}` (spec §3): undefined while loading, null when not created yet. */
export function useLearnerProfile(uid: string): LearnerProfile | null | undefined {
  const [state, setState] = useState<{ uid: string; value: LearnerProfile | null } | null>(null);
  useEffect(
    () =>
      onSnapshot(
        doc(firestore, 'learner_profiles', uid),
        (snap) => {
          const d = snap.data();
          setState({
            uid,
            value: d
              ? {
                  user_id: uid,
                  learning_goals: typeof d.learning_goals === 'string' ? d.learning_goals : '',
                  experience_level: LEVELS.includes(d.experience_level) ? d.experience_level : 'beginner',
                  interests: Array.isArray(d.interests) ? d.interests.filter((i) => typeof i === 'string') : [],
                }
              : null,
          });
        },
        (err) => {
          console.error('Learner profile fetch failed', err);
          setState({ uid, value: null });
        },
      ),
    [uid],
  );
  return state?.uid === uid ? state.value : undefined;
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
