import type {
  AdminOk,
  AdminOverview,
  AdminUser,
  ContactReplyRequest,
  DecideVerification,
  LedgerFilter,
  LedgerResponse,
  Reconciliation,
  SetAdminRequest,
  SetDisabledRequest,
  UserActivity,
} from '@skillsetu/domain';
import { callFunction } from '../../../lib/firebase/callables';

// The admin console's callables (functions/src/admin/**): every write checks the admin claim on the
// server and appends to admin_audit. Each throws the SDK's FunctionsError with the server's message.

/** Approves (with the checks done) or rejects (with a reason) a pending verification request. */
export const decideVerification = (input: DecideVerification) =>
  callFunction<DecideVerification, AdminOk>('adminDecideVerification', input);

/** Grants or revokes the admin claim of another user. */
export const setAdmin = (input: SetAdminRequest) => callFunction<SetAdminRequest, AdminOk>('adminSetAdmin', input);

/** Disables or re-enables another user's Auth account. */
export const setDisabled = (input: SetDisabledRequest) =>
  callFunction<SetDisabledRequest, AdminOk>('adminSetDisabled', input);

/** The Auth side of a user: disabled, admin claim, created and last sign-in (ISO UTC). */
export const getAdminUser = (uid: string) => callFunction<{ uid: string }, AdminUser>('adminGetUser', { uid });

/** Marks a contact message handled. */
export const markContactHandled = (id: string) =>
  callFunction<{ id: string }, AdminOk>('adminMarkContactHandled', { id });

/** Queues a reply mail to a contact message's sender and marks it handled. */
export const replyToContact = (input: ContactReplyRequest) =>
  callFunction<ContactReplyRequest, AdminOk>('adminReplyContact', input);

/** The payments ledger for a filter (amounts in paise), with totals. */
export const fetchLedger = (filter: LedgerFilter) => callFunction<LedgerFilter, LedgerResponse>('adminLedger', filter);

/** The reconciliation of paid orders against enrolments and plans. */
export const fetchReconciliation = () => callFunction<object, Reconciliation>('adminReconcile', {});

/** The overview's real counts (revenue in paise). */
export const fetchOverview = () => callFunction<object, AdminOverview>('adminOverview', {});

/** A user's enrolments and orders with course titles and their true state (refunds in paise). */
export const fetchUserActivity = (uid: string) =>
  callFunction<{ uid: string }, UserActivity>('adminUserActivity', { uid });
