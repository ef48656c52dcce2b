/** Words of reviews after learning (ADR 208): the refusal on screen and the invitation's title. */
export const REVIEW_GATE_TEXT = {
  afterFirstClass: 'You can review this course after you attend your first class.',
  inviteTitle: 'How was your class?',
} as const;

/** The review invitation's in-app text and mail subject (ADR 208), sent once after the first attended class. */
export function reviewInvitation(courseTitle: string): { message: string; subject: string } {
  return {
    message: `You attended your first class of ${courseTitle}. Tell other learners what it is like: write a review.`,
    subject: `How is ${courseTitle}? Write a review`,
  };
}

/**
 * Whether a learner may write a review of the course of this enrolment (ADR 208; firestore.rules
 * `rvLearned` is the enforcement): the enrolment is active and either has no batch (self-paced, as
 * before), or the learner attended a class, or completed the course.
 */
export function reviewOpen(e: {
  status: string;
  batch_id?: string | null;
  sessions_attended?: number;
  completed_at?: Date | null;
}): boolean {
  if (e.status !== 'active') return false;
  return !e.batch_id || (e.sessions_attended ?? 0) > 0 || e.completed_at != null;
}
