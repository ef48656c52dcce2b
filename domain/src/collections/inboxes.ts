import { userSearchDocSchema, type UserSearchDoc } from '../schemas/admin-support';
import {
  contactMessageDocSchema,
  conversationReportSchema,
  hiddenReviewSchema,
  type ContactMessageDoc,
  type ConversationReportDoc,
  type HiddenReview,
} from '../schemas/derived-records';
import { defineCollection } from './collection';
import { reviews } from './reviews';

// What admins work through (docs/admin.md): the contact inbox, reports, the user search index,
// and the reviews hidden from the public.

const AT = new Date('2026-11-01T04:30:00.000Z');

/** `contact_messages/{id}` (server-only; admins read): a contact form message; a missing status is 'new'. */
export const contactMessages = defineCollection<ContactMessageDoc>({
  pattern: 'contact_messages/{id}',
  schema: contactMessageDocSchema,
  fallbacks: { status: 'new' },
  example: () => ({
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'priya@example.com',
    subject: 'Payment question',
    message: 'How do refunds work?',
    status: 'new',
    created_at: AT,
  }),
});

/** `conversation_reports/{conversationId}_{uid}` (server-only; admins read); a missing status is 'open'. */
export const conversationReports = defineCollection<ConversationReportDoc>({
  pattern: 'conversation_reports/{id}',
  schema: conversationReportSchema,
  fallbacks: { status: 'open' },
  example: () => ({
    conversation_id: 'learner_1_trainer_1',
    reporter_id: 'learner_1',
    reported_id: 'trainer_1',
    reason: 'Rude messages after the class.',
    status: 'open',
    created_at: AT,
  }),
});

/** `user_search/{uid}` (server-only; admins read): the user search index (docs/decisions/177-admin-user-search-index.md). */
export const userSearch = defineCollection<UserSearchDoc>({
  pattern: 'user_search/{uid}',
  schema: userSearchDocSchema,
  example: () => ({
    tokens: ['pr', 'pri', 'priya'],
    full_name: 'Priya Sharma',
    email: 'priya@example.com',
    user_type: 'learner',
    updated_at: AT,
  }),
});

/** `hidden_reviews/{courseId}_{uid}` (server-only; its author reads): docs/decisions/140-refunded-reviews-hidden.md. */
export const hiddenReviews = defineCollection<HiddenReview>({
  pattern: 'hidden_reviews/{reviewId}',
  schema: hiddenReviewSchema,
  idField: 'id',
  required: ['course_id', 'trainer_id', 'learner_id', 'rating'],
  fallbacks: { hidden_reason: 'enrolment_cancelled' },
  example: () => ({ ...reviews.make(), hidden_reason: 'enrolment_cancelled', hidden_at: AT }),
});
