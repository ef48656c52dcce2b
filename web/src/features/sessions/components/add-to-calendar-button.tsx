import { Button } from '@chakra-ui/react';
import type { SessionCalendarRequest } from '@skillsetu/domain';
import { useState } from 'react';
import { notify } from '../../../components/ui/notify';
import { callMessage, downloadCalendar } from '../api/session-calls';

/** **Add to calendar**: downloads the classes as an .ics file (one event per class, IST; ADR 187). */
export function AddToCalendarButton({ request }: { request: SessionCalendarRequest }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadCalendar(request);
    } catch (err) {
      console.error('sessionCalendar failed', err);
      notify(
        { title: 'Could not make the calendar file', description: callMessage(err, 'Please try again.') },
        'error',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="xs" variant="outline" onClick={() => void run()} loading={busy}>
      Add to calendar
    </Button>
  );
}
