import { z } from 'zod';
import { text } from './common';

/** `learner_profiles/{uid}` (docs/product.md#accounts-and-roles). */
export const learnerProfileSchema = z.object({
  user_id: z.string().min(1),
  learning_goals: text(1000),
  experience_level: z.enum(['beginner', 'intermediate', 'advanced']),
  interests: z.array(text(60)).max(20),
});
export type LearnerProfile = z.infer<typeof learnerProfileSchema>;
