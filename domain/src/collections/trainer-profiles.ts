import { trainerProfileSchema, type TrainerProfile } from '../schemas/trainer-profile';
import { defineCollection } from './collection';

/**
 * `trainer_profiles/{uid}`: a trainer's own profile (docs/trainer-workspace.md); `user_id` is the
 * document id. Its lenient reading is readTrainerProfile's (docs/decisions/122-one-lenient-reading.md).
 */
export const trainerProfiles = defineCollection<TrainerProfile>({
  pattern: 'trainer_profiles/{uid}',
  schema: trainerProfileSchema,
  idField: 'user_id',
  example: () => ({
    id: 1001,
    user_id: 'trainer_1',
    full_name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '',
    city: 'Pune',
    specialization: 'Spoken English',
    experience: '5 years',
    bio: '',
    hourly_rate: 500,
    certifications: [],
    teaching_languages: ['English'],
    skills: [],
    avatar_url: null,
    linkedin_url: null,
    portfolio_url: null,
    verified: false,
    created_at: new Date('2026-11-01T04:30:00.000Z'),
  }),
});
