import {
  COURSE_LIFECYCLE_MESSAGES,
  COURSE_MESSAGES,
  coursePublishProblems,
  WHOLE_RUPEES_MESSAGE,
} from '@skillsetu/domain';
import { useCallback, useMemo } from 'react';
import { notify } from '../../../components/ui/notify';
import type { WorkspaceCourse } from '../api/converters';
import {
  addDraftCourse,
  deleteCourse,
  publishCourse,
  saveCourseEdit,
  saveCourseCompletionThreshold,
  saveCourseSelfPaced,
  unpublishCourse,
} from '../api/course-writes';
import { draftToEdit } from '../course-draft';
import { addRefusal, publishRefusal, type CourseLimits } from '../course-limits';
import { WORKSPACE_TEXT } from '../messages';
import { useCourseDrafts, type CourseDraft } from '../stores/course-drafts';

const INVALID_FEE = { title: 'Invalid Fee', description: `Total Program Fee: ${WHOLE_RUPEES_MESSAGE}.` };

function reason(e: unknown): string {
  const code = (e as { code?: string }).code;
  return code === 'permission-denied'
    ? 'Save rejected by the server (permission denied). Your text is kept as an unsaved draft.'
    : 'Save failed. Your text is kept as an unsaved draft.';
}

/**
 * The dashboard's course operations (docs/architecture.md#decision-3): every write goes to the local cache at once and
 * is never awaited by the UI; the toast confirms the local save; a later server rejection puts the
 * typed text back as a draft and shows 'Save Failed'. Publishing and adding are checked against
 * `limits` first (the rules enforce the same, docs/decisions/021-course-limits.md) and a refusal
 * says why: a plan is needed, or the limit is reached.
 */
export function useCourseActions(
  uid: string,
  specialization: string,
  courses: readonly WorkspaceCourse[],
  limits: CourseLimits,
) {
  const { drafts, discard, restore } = useCourseDrafts();

  const saveOne = useCallback(
    (id: string, draft: CourseDraft): boolean => {
      const edit = draftToEdit(draft);
      if (!edit) {
        notify(INVALID_FEE, 'error');
        return false;
      }
      discard(id);
      saveCourseEdit(id, edit).catch((e: unknown) => {
        console.error('Course save rejected', e);
        restore(id, draft, reason(e));
        notify(WORKSPACE_TEXT.saveRejected, 'error');
      });
      return true;
    },
    [discard, restore],
  );

  return useMemo(
    () => ({
      unsavedCount: Object.keys(drafts).length,
      save(id: string) {
        const draft = drafts[id];
        if (draft && saveOne(id, draft)) notify(COURSE_MESSAGES.saved, 'success');
      },
      saveAll(courses: readonly WorkspaceCourse[]) {
        const ids = courses.map((c) => c.id).filter((id) => drafts[id]);
        const ok = ids.map((id) => saveOne(id, drafts[id]!)).every(Boolean);
        if (ids.length > 0 && ok) notify(COURSE_MESSAGES.allSaved, 'success');
      },
      publish(id: string) {
        const course = courses.find((c) => c.id === id);
        const missing = course ? coursePublishProblems(course) : [];
        const refused =
          missing.length > 0 ? { title: 'Course Not Ready', description: missing.join(' ') } : publishRefusal(limits);
        if (refused) {
          notify(refused, 'error');
          return;
        }
        publishCourse(uid, id).catch((e: unknown) => {
          console.error('Publish rejected', e);
          notify(
            {
              title: 'Publish Failed',
              description:
                'The server refused to publish this course: check that your e-mail address is verified and your plan is active and within its course limit.',
            },
            'error',
          );
        });
        notify(COURSE_MESSAGES.published, 'success');
      },
      unpublish(id: string) {
        unpublishCourse(uid, id).catch((e: unknown) => {
          console.error('Unpublish rejected', e);
          notify({ title: 'Unpublish Failed', description: 'The server refused to unpublish this course.' }, 'error');
        });
        notify({ title: 'Course Unpublished', description: COURSE_LIFECYCLE_MESSAGES.unpublished }, 'success');
      },
      setSelfPaced(id: string, selfPaced: boolean) {
        saveCourseSelfPaced(id, selfPaced).catch((e: unknown) => {
          console.error('Self-paced save rejected', e);
          notify(WORKSPACE_TEXT.saveRejected, 'error');
        });
      },
      setCompletionThreshold(id: string, percent: number) {
        saveCourseCompletionThreshold(id, percent).catch((e: unknown) => {
          console.error('Completion threshold save rejected', e);
          notify(WORKSPACE_TEXT.saveRejected, 'error');
        });
      },
      remove(id: string) {
        discard(id);
        const wasPublished = courses.find((c) => c.id === id)?.is_active === true;
        deleteCourse(uid, id, wasPublished).catch((e: unknown) => {
          console.error('Delete rejected', e);
          const paid = (e as { code?: string }).code === 'permission-denied';
          notify(
            {
              title: 'Delete Failed',
              description: paid ? COURSE_LIFECYCLE_MESSAGES.deleteBlocked : 'The server refused to delete this course.',
            },
            'error',
          );
        });
        notify(COURSE_MESSAGES.deleted, 'success');
      },
      add(): string | null {
        const refused = addRefusal(limits);
        if (refused) {
          notify(refused, 'error');
          return null;
        }
        const { id, synced } = addDraftCourse(uid, specialization);
        synced.catch((e: unknown) => {
          console.error('Course creation rejected', e);
          notify({ title: 'Course Not Created', description: 'The server refused to create the course.' }, 'error');
        });
        return id;
      },
    }),
    [drafts, saveOne, discard, uid, specialization, courses, limits],
  );
}
