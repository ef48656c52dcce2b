import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Session } from '@skillsetu/domain';
import { useState } from 'react';
import { notify } from '../../../components/ui/notify';
import { callMessage, markAttendance } from '../api/session-calls';
import { useBatchLearners } from '../api/use-batch-learners';
import { useCourseLessons } from '../api/use-lessons-total';

/** A checkbox line (a native input: no extra Chakra recipe for one form). */
function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Text as="label" fontSize="sm" display="flex" gap="2" alignItems="center">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </Text>
  );
}

/**
 * After a class began, its trainer marks each learner present or absent and, optionally, the
 * syllabus lessons covered (markAttendance, ADR 188): once; the class then reads Held.
 */
export function AttendanceForm({ session, onDone }: { session: Session; onDone: () => void }) {
  const learners = useBatchLearners(session.trainer_id, session.batch_id);
  const lessons = useCourseLessons(session.course_id);
  const [absent, setAbsent] = useState<Set<string>>(new Set());
  const [covered, setCovered] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  if (learners === null) return <Spinner size="sm" aria-label="Loading learners" />;
  const toggle = <T,>(set: Set<T>, v: T, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(v);
    else next.delete(v);
    return next;
  };
  const save = async () => {
    setBusy(true);
    try {
      const present = learners.filter((l) => !absent.has(l.uid)).map((l) => l.uid);
      const res = await markAttendance({
        batchId: session.batch_id,
        n: session.n,
        present,
        lessons: [...covered],
      });
      notify({ title: 'Attendance saved', description: `${res.present} of ${res.marked} present.` }, 'success');
      onDone();
    } catch (err) {
      notify({ title: 'Attendance not saved', description: callMessage(err, 'Please try again.') }, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" data-testid="attendance-form">
      <Text fontSize="sm" fontWeight="semibold">
        Who was present?
      </Text>
      {learners.length === 0 && <Text fontSize="sm">No learners are enrolled in this batch.</Text>}
      {learners.map((l) => (
        <Check
          key={l.uid}
          label={l.name}
          checked={!absent.has(l.uid)}
          onChange={(on) => setAbsent((s) => toggle(s, l.uid, !on))}
        />
      ))}
      {lessons.length > 0 && (
        <>
          <Text fontSize="sm" fontWeight="semibold">
            Lessons covered (optional)
          </Text>
          {lessons.map((title, i) => (
            <Check
              key={i}
              label={title}
              checked={covered.has(i)}
              onChange={(on) => setCovered((s) => toggle(s, i, on))}
            />
          ))}
        </>
      )}
      <Button size="xs" colorPalette="blue" alignSelf="start" loading={busy} onClick={() => void save()}>
        Save attendance
      </Button>
    </Stack>
  );
}
