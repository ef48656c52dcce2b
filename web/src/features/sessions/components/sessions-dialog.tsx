import { Button, CloseButton, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { notify } from '../../../components/ui/notify';
import { callMessage, setClassPlace } from '../api/session-calls';
import { useBatchClasses } from '../api/use-batch-sessions';
import { AddToCalendarButton } from './add-to-calendar-button';
import { PlaceFields, placeOf, type PlaceInput } from './place-fields';
import { PlanSessionsForm } from './plan-sessions-form';
import { SessionRow } from './session-row';

/**
 * The trainer's **Classes** dialog for one batch (docs/sessions.md): plan the classes once, then see
 * each class (IST), reschedule or cancel it, change where classes happen, and download the calendar.
 * Default export: loaded lazily by the batches section. Inside <WithFirebase>.
 */
export default function SessionsDialog({
  batchId,
  title,
  open,
  onOpenChange,
}: {
  batchId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { status, sessions, link } = useBatchClasses(batchId);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="sessions-dialog">
            <Dialog.Header>
              <Dialog.Title>Classes: {title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {status === 'loading' && <Spinner size="sm" aria-label="Loading classes" />}
              {status === 'error' && <Text color="fg.error">Classes could not be loaded. Please reload the page.</Text>}
              {status === 'success' && sessions.length === 0 && <PlanSessionsForm batchId={batchId} />}
              {status === 'success' && sessions.length > 0 && (
                <Stack gap="4">
                  <Text fontSize="sm" data-testid="class-place">
                    {link?.mode === 'offline' ? `At ${link.venue ?? ''}` : `Online: ${link?.join_url ?? ''}`}
                  </Text>
                  <Stack as="ul" gap="2" listStyleType="none" aria-label="Classes">
                    {sessions.map((s) => (
                      <SessionRow key={s.id} batchId={batchId} session={s} />
                    ))}
                  </Stack>
                  <AddToCalendarButton request={{ batchId }} />
                  <ChangePlace batchId={batchId} />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Change where the classes happen (setClassPlace, ADR 186); hidden behind a button. */
function ChangePlace({ batchId }: { batchId: string }) {
  const [editing, setEditing] = useState(false);
  const [place, setPlace] = useState<PlaceInput>({ mode: 'online', link: '', venue: '', mapsUrl: '' });
  const [busy, setBusy] = useState(false);
  if (!editing) {
    return (
      <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setEditing(true)}>
        Change where classes happen
      </Button>
    );
  }
  const save = async () => {
    setBusy(true);
    try {
      await setClassPlace({ batchId, place: placeOf(place) });
      setEditing(false);
    } catch (err) {
      notify({ title: 'The place did not change', description: callMessage(err, 'Please try again.') }, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2">
      <PlaceFields value={place} onChange={setPlace} />
      <Button size="sm" colorPalette="blue" alignSelf="start" loading={busy} onClick={() => void save()}>
        Save place
      </Button>
    </Stack>
  );
}
