import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { MAX_SESSIONS, scheduleSessionsRequestSchema } from '@skillsetu/domain';
import { useState } from 'react';
import { Field } from '../../../components/ui/chakra/field';
import { Input } from '../../../components/ui/chakra/input';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import { notify } from '../../../components/ui/notify';
import { callMessage, scheduleSessions } from '../api/session-calls';
import { PlaceFields, placeOf, type PlaceInput } from './place-fields';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The trainer plans a batch's classes once (ADR 185): a weekly pattern (days, IST start time,
 * minutes, number of classes, from the batch's start) or explicit IST dates, and where they happen.
 * Checked with the domain request schema first; the server's refusal is shown as it says it.
 */
export function PlanSessionsForm({ batchId }: { batchId: string }) {
  const [kind, setKind] = useState<'weekly' | 'dates'>('weekly');
  const [days, setDays] = useState<number[]>([6, 0]);
  const [time, setTime] = useState('10:00');
  const [count, setCount] = useState(8);
  const [dates, setDates] = useState<string[]>(['']);
  const [minutes, setMinutes] = useState(90);
  const [place, setPlace] = useState<PlaceInput>({ mode: 'online', link: '', venue: '', mapsUrl: '' });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const plan =
      kind === 'weekly'
        ? { kind, days, time, count, durationMinutes: minutes }
        : { kind, dates: dates.filter(Boolean), durationMinutes: minutes };
    const parsed = scheduleSessionsRequestSchema.safeParse({ batchId, plan, place: placeOf(place) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the plan.');
    setError(null);
    setSaving(true);
    try {
      const res = await scheduleSessions(parsed.data);
      notify(
        { title: 'Classes planned', description: `${res.sessions} classes are on your learners' schedule.` },
        'success',
      );
    } catch (err) {
      setError(callMessage(err, 'The classes could not be planned. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="4" data-testid="plan-sessions-form">
      <Field.Root>
        <Field.Label>How do the classes repeat?</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={kind} onChange={(e) => setKind(e.target.value === 'dates' ? 'dates' : 'weekly')}>
            <option value="weekly">Every week on chosen days</option>
            <option value="dates">On dates I choose</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {kind === 'weekly' ? (
        <>
          <HStack gap="1" wrap="wrap" role="group" aria-label="Days">
            {DAYS.map((d, i) => (
              <Button
                key={d}
                size="xs"
                variant={days.includes(i) ? 'solid' : 'outline'}
                aria-pressed={days.includes(i)}
                onClick={() => setDays((v) => (v.includes(i) ? v.filter((x) => x !== i) : [...v, i]))}
              >
                {d}
              </Button>
            ))}
          </HStack>
          <HStack gap="3">
            <Field.Root>
              <Field.Label>Starts at (IST)</Field.Label>
              <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Number of classes</Field.Label>
              <Input
                type="number"
                min={1}
                max={MAX_SESSIONS}
                value={count}
                onChange={(e) => setCount(e.target.valueAsNumber)}
              />
            </Field.Root>
          </HStack>
        </>
      ) : (
        <Stack gap="2">
          {dates.map((d, i) => (
            <Input
              key={i}
              type="datetime-local"
              aria-label={`Class ${i + 1} (IST)`}
              value={d}
              onChange={(e) => setDates((v) => v.map((x, j) => (j === i ? e.target.value : x)))}
            />
          ))}
          <Button size="xs" variant="outline" alignSelf="start" onClick={() => setDates((v) => [...v, ''])}>
            Add a date
          </Button>
        </Stack>
      )}
      <Field.Root>
        <Field.Label>Minutes per class</Field.Label>
        <Input type="number" min={15} max={480} value={minutes} onChange={(e) => setMinutes(e.target.valueAsNumber)} />
      </Field.Root>
      <PlaceFields value={place} onChange={setPlace} />
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
      <Button colorPalette="blue" onClick={() => void submit()} loading={saving} alignSelf="start">
        Plan classes
      </Button>
    </Stack>
  );
}
