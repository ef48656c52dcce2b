import { withProfileFieldNames } from '../trainer-card-profile-fields';
import { trainerCardDocSchema, type TrainerCard } from '../schemas/trainer-card';
import { defineCollection } from './collection';

/**
 * `trainer_cards/{uid}` (server-only, public): the derived trainer card (docs/architecture.md#decision-1).
 * Only the functions use this module: the public listing reads cards without zod (in its worker,
 * docs/decisions/222-public-pages-without-zod.md). A card stored under the older camelCase profile
 * field names reads as renamed (docs/decisions/269-trainer-profile-field-types.md).
 */
export const trainerCards = defineCollection<TrainerCard>({
  pattern: 'trainer_cards/{uid}',
  schema: trainerCardDocSchema,
  idField: 'uid',
  storesId: true,
  required: ['id'],
  prepare: (data) => withProfileFieldNames(data) as Record<string, unknown>,
  example: () => ({
    uid: 'trainer_1',
    id: 1001,
    name: 'Priya Sharma',
    expertise: 'Data Science',
    location: 'Pune, Maharashtra',
    rating: 4.5,
    rating_rank: 45_002,
    students: 3,
    reviews: 2,
    experience: '5 years',
    experience_years: 5,
    skills: ['Python'],
    courses: [{ id: 'course_1', title: 'Python Basics', price: 499, duration: '4 weeks', is_default: false }],
    verified: true,
    description: 'Hands-on data science.',
    category: 'Data Science',
    category_group: 'technology',
    image: null,
    languages: ['English'],
    min_price: 499,
    course_count: 1,
    search_tokens: ['pr', 'priya'],
    bio: 'Ten years of teaching.',
    certifications: [],
    hourly_rate: null,
    linkedin_url: null,
    portfolio_url: null,
  }),
});
