import type { RecordViewInput } from '@skillsetu/domain';
import { whenIdle } from '../../../lib/when-idle';

/** Views already sent from this page load (the server dedupes per day too; this saves the calls). */
const sent = new Set<string>();

/** Loads the recorder (Firebase's callables) and sends; failures are logged, never shown: a view is not worth an error. */
function send(input: RecordViewInput): void {
  import('./record-view')
    .then((m) => m.recordView(input))
    .catch((err: unknown) => console.warn('recordView failed', err));
}

/**
 * Records a profile or course page view once the page has loaded and the browser is idle
 * (docs/analytics.md): never on the critical path of the page's first paint. Call it only from
 * modules that load after that paint; once per page load per page. Returns nothing.
 */
export function scheduleViewRecord(input: RecordViewInput): void {
  const key = `${input.kind}:${input.id}`;
  if (sent.has(key)) return;
  sent.add(key);
  const idle = () => whenIdle(() => send(input), { timeout: 10_000, fallbackMs: 1000 });
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Records an Enroll Now click on course `courseId` now (fire and forget; counted once per visitor per day by the server). */
function recordEnrollClick(courseId: string): void {
  const key = `enroll_click:${courseId}`;
  if (sent.has(key)) return;
  sent.add(key);
  send({ kind: 'enroll_click', id: courseId });
}

/** Course ids by title, of the courses on this page whose Enroll Now clicks are counted. */
const courseIdsByTitle = new Map<string, string>();
/** The accessible name payments' EnrollNowButton gives itself: 'Enroll Now in {course title}'. */
const ENROLL_LABEL_PREFIX = 'Enroll Now in ';

function onDocumentClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest(`button[aria-label^="${ENROLL_LABEL_PREFIX}"]`);
  const courseId = courseIdsByTitle.get(button?.getAttribute('aria-label')?.slice(ENROLL_LABEL_PREFIX.length) ?? '');
  if (courseId) recordEnrollClick(courseId);
}

/**
 * Counts clicks on the Enroll Now buttons of `courses` (ids and titles of the page's courses),
 * found by their accessible name, with one capturing listener on the document: the buttons sit in
 * the public pages' first-paint code, which stays unchanged (docs/decisions/100-server-counted-views.md). Idempotent.
 */
export function watchEnrollClicks(courses: readonly { id: string; title: string }[]): void {
  for (const c of courses) courseIdsByTitle.set(c.title, c.id);
  // the same listener added again is ignored by the DOM
  if (courses.length > 0) document.addEventListener('click', onDocumentClick, true);
}
