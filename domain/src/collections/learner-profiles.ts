import { learnerProfileSchema, type LearnerProfile } from '../schemas/learner-profile';
import { defineCollection } from './collection';

/** `learner_profiles/{uid}` (the learner writes; docs/accounts.md): goals, level and interests. */
export const learnerProfiles = defineCollection<LearnerProfile>({
  pattern: 'learner_profiles/{uid}',
  schema: learnerProfileSchema,
  idField: 'user_id',
  example: () => ({
    user_id: 'learner_1',
    learning_goals: 'Speak English at work.',
    experience_level: 'beginner',
    interests: ['English'],
  }),
});
