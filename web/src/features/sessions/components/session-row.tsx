import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { dateToIstLocal, RESCHEDULE_NOTICE_MS, type Session } from '@skillsetu/domain';
import { formatIst } from '../../../lib/format-ist';
import { useState } from 'react';
import { Input } from '../../../components/ui/chakra/input';
import { notify } from '../../../components/ui/notify';
import { callMessage, changeSession } from '../api/session-calls';
import { AttendanceForm } from './attendance-form';

const STATUS: Record<Session['status'], { label: string; palette: string }> = {
  scheduled: { label: 'Scheduled', palette: 'green' },
  held: { label: 'Held', palette: 'blue' },
  cancelled: { label: 'Cancelled', palette: 'gray' },
};

/**
 * One class in the trainer's Classes dialog: when (IST), its status, and while it is scheduled
 * **Reschedule** (offered only while at least 24 h ahead) and **Cancel class** (until it begins).
 */
export function SessionRow({ batchId, session }: { batchId: string; session: Session }) {
  const [moving, setMoving] = useState(false);
  const [marking, setMarking] = useState(false);
  const [when, setWhen] = useState(() => dateToIstLocal(session.starts_at));
  const [busy, setBusy] = useState(false);
  const now = Date.now();
  const scheduled = session.status === 'scheduled';
  const canMove = scheduled && session.starts_at.getTime() - now >= RESCHEDULE_NOTICE_MS;
  const canCancel = scheduled && session.starts_at.getTime() > now;
  const canMark = scheduled && session.starts_at.getTime() <= now;
  const run = async (req: Parameters<typeof changeSession>[0], done: string) => {
    setBusy(true);
    try {
      await changeSession(req);
      notify({ title: done, description: 'Your learners have been notified.' }, 'success');
      setMoving(false);
    } catch (err) {
      notify({ title: 'The class did not change', description: callMessage(err, 'Please try again.') }, 'error');
    } finally {
      setBusy(false);
    }
  };
  const status = STATUS[session.status];
  return (
    <Stack as="li" gap="2" borderWidth="1px" rounded="md" p="2" data-testid="session-row">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm">
          Class {session.n}: {formatIst(session.starts_at)} · {session.duration_minutes} min
          {session.reschedules > 0 && ` (moved from ${formatIst(session.original_starts_at)})`}
        </Text>
        <Badge colorPalette={status.palette}>{status.label}</Badge>
      </HStack>
      {canMark &&
        (marking ? (
          <AttendanceForm session={session} onDone={() => setMarking(false)} />
        ) : (
          <Button size="xs" variant="outline" colorPalette="blue" alignSelf="start" onClick={() => setMarking(true)}>
            Mark attendance
          </Button>
        ))}
      {moving ? (
        <HStack gap="2" wrap="wrap">
          <Input
            size="sm"
            type="datetime-local"
            aria-label={`New time for class ${session.n} (IST)`}
            value={when}
            onChange={(e) => setWhen(e.target.value)}
            maxW="60"
          />
          <Button
            size="xs"
            colorPalette="blue"
            loading={busy}
            onClick={() =>
              void run({ action: 'reschedule', batchId, n: session.n, startsAt: when }, 'Class rescheduled')
            }
          >
            Save time
          </Button>
          <Button size="xs" variant="ghost" onClick={() => setMoving(false)} disabled={busy}>
            Keep time
          </Button>
        </HStack>
      ) : (
        (canMove || canCancel) && (
          <HStack gap="2">
            {canMove && (
              <Button size="xs" variant="outline" onClick={() => setMoving(true)}>
                Reschedule
              </Button>
            )}
            {canCancel && (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                loading={busy}
                onClick={() => void run({ action: 'cancel', batchId, n: session.n }, 'Class cancelled')}
              >
                Cancel class
              </Button>
            )}
          </HStack>
        )
      )}
    </Stack>
  );
}
