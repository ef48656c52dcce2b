import { CARD_DEFAULTS } from './constants';
import type { CardCourse, TrainerCard } from './schemas/trainer-card';

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' && v ? v : fallback);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

function courseFrom(v: unknown): CardCourse | null {
  if (v === null || typeof v !== 'object') return null;
  const c = v as Record<string, unknown>;
  return {
    id: str(c.id),
    title: str(c.title, 'Course'),
    price: num(c.price),
    duration: str(c.duration, CARD_DEFAULTS.courseDuration),
    is_default: c.is_default === true,
  };
}

/**
 * The one lenient reading of a `trainer_cards/{uid}` document (any shape, never throws): what the
 * card schema would give, with each missing or malformed field replaced by the card's default
 * (name 'Trainer', CARD_DEFAULTS' expertise and location, 0 for numbers, [] for lists, null for
 * optional links). Used where a document fails trainerCardSchema (an older card) and where zod is
 * not loaded (the worker's top-rated read). Prices in rupees, as stored.
 */
export function trainerCardFromData(uid: string, d: Record<string, unknown>): TrainerCard {
  const courses = Array.isArray(d.courses) ? d.courses.map(courseFrom).filter((c): c is CardCourse => c !== null) : [];
  const hourly = d.hourlyRate;
  return {
    uid: str(d.uid, uid),
    id: num(d.id),
    name: str(d.name, 'Trainer'),
    expertise: str(d.expertise, CARD_DEFAULTS.expertise),
    location: str(d.location, CARD_DEFAULTS.location),
    rating: num(d.rating),
    rating_rank: num(d.rating_rank),
    students: num(d.students),
    reviews: num(d.reviews),
    experience: str(d.experience),
    experience_years: num(d.experience_years),
    skills: strs(d.skills),
    courses,
    verified: d.verified === true,
    ...(typeof d.verified_at === 'string' ? { verified_at: d.verified_at } : {}),
    description: str(d.description),
    category: str(d.category, CARD_DEFAULTS.category),
    category_group: str(d.category_group, CARD_DEFAULTS.category),
    image: strOrNull(d.image),
    hourlyRate: typeof hourly === 'number' && Number.isFinite(hourly) ? hourly : null,
    bio: str(d.bio),
    linkedinUrl: strOrNull(d.linkedinUrl),
    portfolioUrl: strOrNull(d.portfolioUrl),
    languages: strs(d.languages),
    certifications: strs(d.certifications),
    min_price: num(d.min_price),
    course_count: num(d.course_count),
    search_tokens: strs(d.search_tokens),
  };
}
