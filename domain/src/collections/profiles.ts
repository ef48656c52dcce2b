import { profileSchema, type Profile } from '../schemas/profile';
import { defineCollection } from './collection';

/** `profiles/{uid}`: every user's account profile and plan (docs/accounts.md); `id` is the uid. */
export const profiles = defineCollection<Profile>({
  pattern: 'profiles/{uid}',
  schema: profileSchema,
  idField: 'id',
  example: () => ({
    id: 'learner_1',
    full_name: 'Ravi Kumar',
    email: 'ravi@example.com',
    phone: null,
    city: null,
    avatar_url: null,
    user_type: 'learner',
    subscription_status: null,
    subscription_plan: null,
    subscription_start_date: null,
    subscription_end_date: null,
    updated_at: new Date('2026-11-01T04:30:00.000Z'),
  }),
});
