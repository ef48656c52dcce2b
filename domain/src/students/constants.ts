/** Rows per page of the Students tab: the rules' list cap (docs/decisions/020-bounded-list-queries.md). */
export const STUDENTS_PAGE_SIZE = 50;

/** At most this many rows in one CSV export (40 pages of 50; docs/decisions/091-students-csv-in-the-browser.md). */
export const STUDENTS_CSV_MAX_ROWS = 2000;

/** Where a trainer's notifications about students lead: the dashboard's Students tab. */
export const STUDENTS_TAB_URL = '/trainer-dashboard?tab=students';

/** User-visible words of the Students tab and its notifications, in one place (docs/product.md#validation-and-messages). */
export const STUDENTS_TEXT = {
  heading: 'Students',
  empty: 'No students yet. When a learner enrols in one of your courses, they appear here.',
  emptyFiltered: 'No students match these filters.',
  loadError: 'Could not load your students. Check your connection and try again.',
  allCourses: 'All courses',
  allBatches: 'All batches',
  loadMore: 'Load more',
  exportCsv: 'Export CSV',
  exporting: 'Preparing CSV…',
  exportFailed: 'The export failed. Please try again.',
  exportDone: (rows: number) => `${rows} ${rows === 1 ? 'row' : 'rows'} exported.`,
  exportCapped: (max: number) => `The CSV holds the newest ${max.toLocaleString('en-IN')} rows of this filter.`,
  message: 'Message',
  noConversation: (name: string) =>
    `${name} has not messaged you yet. Learners start conversations on SkillSetu; when they write to you, the conversation opens from here and from Messages.`,
  conversationError: 'Could not check for a conversation. Please try again.',
  earningsHelp: 'Net, after commission and GST',
  newEnrolmentTitle: 'New student enrolled',
  newEnrolmentMessage: (learner: string, course: string, rupees: string) =>
    `${learner} enrolled in ${course} (${rupees}).`,
  cancelledTitle: 'Enrolment cancelled',
  cancelledMessage: (learner: string, course: string) => `${learner}'s enrolment in ${course} was cancelled.`,
  status: { active: 'Active', cancelled: 'Cancelled', refunded: 'Refunded' },
} as const;
