import type {
  ContactRequestStatus,
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
