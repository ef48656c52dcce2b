import {
  chatMessageSchema,
  contactGrantSchema,
  contactRequestSchema,
  conversationReports,
  type ChatMessage,
  type ContactGrant,
  type ContactRequest,
} from '@skillsetu/domain';
import { converterFromSchema, viewConverter, withPendingWrites } from '../../../lib/firebase/converter-from-schema';
import { contactGrantFromData, contactRequestFromData, messageFromData, type ConversationReport } from './converters';

// Messaging's converters that parse with the domain zod schemas, for the reads of pages that load
// zod anyway (messages, the trainer's contact requests). Kept apart from converters.ts so the
// navbar's chunk stays without zod (docs/decisions/120-one-data-access-pattern.md).

/** The converter of `conversations/{cid}/messages/{id}`: chatMessageSchema, plus `pending` ('Sending…' until the server has it). */
export const messageConverter = withPendingWrites(
  converterFromSchema<Omit<ChatMessage, 'pending'>>(chatMessageSchema.omit({ pending: true }), messageFromData, {
    idField: 'id',
  }),
);

/** The converter of `contact_requests/{trainerUid_learnerUid}`: contactRequestSchema, lenient fallback. */
export const contactRequestConverter = converterFromSchema<ContactRequest>(
  contactRequestSchema,
  contactRequestFromData,
  {
    idField: 'id',
  },
);

/** The converter of `contact_grants/{trainerUid_learnerUid}`: contactGrantSchema, lenient fallback. */
export const contactGrantConverter = converterFromSchema<ContactGrant>(contactGrantSchema, contactGrantFromData);

/**
 * The converter of `conversation_reports/{id}` (admin inbox): the module's lenient read (domain
 * conversationReports; a missing status is 'open'); a missing time reads as now, as before.
 */
export const conversationReportConverter = viewConverter(conversationReports, (id, r): ConversationReport => ({
  id,
  conversationId: r.conversation_id,
  reason: r.reason,
  status: r.status,
  createdAt: r.created_at.getTime() > 0 ? r.created_at : new Date(),
  reportedId: r.reported_id,
}));
