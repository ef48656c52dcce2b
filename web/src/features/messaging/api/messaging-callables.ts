import type {
  ContactRequestStatus,
  ReportActionRequest,
  ReportActionResponse,
  ReportConversationInput,
  RequestContactInput,
  RespondContactRequestInput,
  RevokeContactGrantInput,
} from '@skillsetu/domain';
import { callFunction } from '../../../lib/firebase/callables';

/** Callable requestContact (functions/src/messaging/request-contact.ts). Throws FunctionsError. */
export function requestContact(input: RequestContactInput) {
  return callFunction<RequestContactInput, { status: ContactRequestStatus }>('requestContact', input);
}

/** Callable respondContactRequest: the trainer approves or declines. Throws FunctionsError. */
export function respondContactRequest(input: RespondContactRequestInput) {
  return callFunction<RespondContactRequestInput, { status: ContactRequestStatus }>('respondContactRequest', input);
}

/** Callable revokeContactGrant: the trainer stops sharing with one learner. Throws FunctionsError. */
export function revokeContactGrant(input: RevokeContactGrantInput) {
  return callFunction<RevokeContactGrantInput, { status: ContactRequestStatus }>('revokeContactGrant', input);
}

/** Callable reportConversation: a participant reports, admins may then read it. Throws FunctionsError. */
export function reportConversation(input: ReportConversationInput) {
  return callFunction<ReportConversationInput, { reported: true }>('reportConversation', input);
}

/**
 * Callable adminActOnReport (functions/src/admin/act-on-report.ts, ADR 178): an admin resolves a
 * report, warns the reported user or blocks them (account disabled); audited. Throws FunctionsError.
 */
export function actOnReport(input: ReportActionRequest) {
  return callFunction<ReportActionRequest, ReportActionResponse>('adminActOnReport', input);
}
