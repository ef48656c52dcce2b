import type { z } from 'zod';
import { notificationPreferencesSchema } from '../accounts/notification-preferences';
import { batchSchema } from '../schemas/batch';
import { courseSchema } from '../schemas/course';
import { learnerProfileSchema } from '../schemas/learner-profile';
import { courseCountsSchema, courseWatcherSchema, messageRateSchema, presenceSchema } from '../schemas/derived-records';
import { chatMessageSchema, conversationSchema } from '../schemas/messaging';
import { profileSchema } from '../schemas/profile';
import { reviewSchema } from '../schemas/review';
import { trainerProfileSchema } from '../schemas/trainer-profile';
import { verificationRequestSchema } from '../schemas/verification';

/** A key one side has and the other has not, with the reason a reader needs. */
export type KeyNote = readonly [key: string, why: string];

/**
 * A collection the web client writes, as its domain schema reads it and firestore.rules lets it be
 * written (docs/decisions/225-schema-keys-match-rules.md).
 * - `rules`: where in firestore.rules its `keys().hasOnly([...])` list is: the first list after
 *   this anchor text (a function name or a `match` line).
 * - `readOnly`: keys the schema reads that the rules' list leaves out (the document id, local write
 *   state, fields only the server writes).
 * - `writeOnly`: keys the rules' list allows that the schema does not read.
 * The schema's keys minus `readOnly` equal the rules' keys minus `writeOnly`: a field added to one
 * side only fails `domain/src/repo-docs/rules-keys.test.ts`.
 */
export interface ClientWrittenCollection {
  path: string;
  schema: z.ZodObject<z.ZodRawShape>;
  rules: string;
  readOnly: readonly KeyNote[];
  writeOnly: readonly KeyNote[];
}

const ID: KeyNote = ['id', 'the document id, added on read'];

/** Every collection the client writes whole documents of, with a domain schema. */
export const CLIENT_WRITTEN: readonly ClientWrittenCollection[] = [
  {
    path: 'profiles/{uid}',
    schema: profileSchema,
    rules: 'match /profiles/{uid}',
    readOnly: [
      ID,
      ['subscription_plan', 'the plan: written by the payment and plan functions'],
      ['subscription_status', 'the plan: written by the payment and plan functions'],
      ['subscription_start_date', 'the plan: written by the payment and plan functions'],
      ['subscription_end_date', 'the plan: written by the payment and plan functions'],
      ['subscription_cancel_at_period_end', 'the plan: written by the plan functions'],
      ['subscription_cancelled_at', 'the plan: written by the plan functions'],
    ],
    writeOnly: [],
  },
  {
    path: 'learner_profiles/{uid}',
    schema: learnerProfileSchema,
    rules: 'match /learner_profiles/{uid}',
    readOnly: [],
    writeOnly: [],
  },
  {
    path: 'trainer_profiles/{uid}',
    schema: trainerProfileSchema,
    rules: 'function tlTrainerProfileValid',
    readOnly: [],
    writeOnly: [],
  },
  {
    path: 'courses/{courseId}',
    schema: courseSchema,
    rules: 'function tlCourseValid',
    readOnly: [ID],
    writeOnly: [['updated_at', 'the server time of the last edit; no screen shows it']],
  },
  {
    path: 'batches/{batchId}',
    schema: batchSchema,
    rules: 'function bcValid',
    readOnly: [ID],
    writeOnly: [
      ['created_at', 'the server time of the create; no screen shows it'],
      ['updated_at', 'the server time of the last edit; no screen shows it'],
    ],
  },
  {
    path: 'reviews/{reviewId}',
    schema: reviewSchema,
    rules: 'match /reviews/{reviewId}',
    readOnly: [ID, ['reply', "the trainer's reply: its own update rule"]],
    writeOnly: [],
  },
  {
    path: 'conversations/{cid}',
    schema: conversationSchema,
    rules: 'match /conversations/{cid}',
    readOnly: [
      ID,
      ['last_message', 'the preview: written by the message trigger'],
      ['learner_name', 'written by the message trigger from the profiles'],
      ['trainer_name', 'written by the message trigger from the profiles'],
      ['reported', 'written by reportConversation'],
      ['awaiting_reply_since', 'the response-time clock: written by the message trigger'],
    ],
    writeOnly: [
      ['participants', 'the pair, for the list query; screens use learner_id and trainer_id'],
      ['created_at', 'the server time of the create; no screen shows it'],
    ],
  },
  {
    path: 'conversations/{cid}/messages/{mid}',
    schema: chatMessageSchema,
    rules: 'match /messages/{mid}',
    readOnly: [
      ID,
      ['pending', 'local write state (hasPendingWrites), never stored'],
      ['counted', 'written by the message trigger once it applied the message'],
    ],
    writeOnly: [],
  },
  {
    path: 'verification_requests/{uid}',
    schema: verificationRequestSchema,
    rules: 'function adRequestValid',
    readOnly: [
      ['checks', 'the decision: written by adminDecideVerification'],
      ['decided_at', 'the decision: written by adminDecideVerification'],
      ['decided_by', 'the decision: written by adminDecideVerification'],
      ['reason', 'the decision: written by adminDecideVerification'],
    ],
    writeOnly: [],
  },
  {
    path: 'notification_preferences/{uid}',
    schema: notificationPreferencesSchema,
    rules: 'match /notification_preferences/{uid}',
    readOnly: [],
    writeOnly: [['updated_at', 'the server time of the last save; no screen shows it']],
  },
  {
    path: 'course_counts/{uid}',
    schema: courseCountsSchema,
    rules: 'function tlCountsValid',
    readOnly: [],
    writeOnly: [],
  },
  {
    path: 'course_watchers/{watchId}',
    schema: courseWatcherSchema,
    rules: 'match /course_watchers/{watchId}',
    readOnly: [],
    writeOnly: [],
  },
  {
    path: 'message_rates/{uid}',
    schema: messageRateSchema,
    rules: 'match /message_rates/{uid}',
    readOnly: [],
    writeOnly: [],
  },
  {
    path: 'presence/{uid}',
    schema: presenceSchema,
    rules: 'match /presence/{uid}',
    readOnly: [],
    writeOnly: [],
  },
];
