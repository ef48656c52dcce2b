import { Stack } from '@chakra-ui/react';
import type { ClassPlace } from '@skillsetu/domain';
import { Field } from '../../../components/ui/chakra/field';
import { Input } from '../../../components/ui/chakra/input';
import { NativeSelect } from '../../../components/ui/chakra/native-select';

/** The place as typed: online with an optional link (empty = a Jitsi room), or a venue and Maps link. */
export interface PlaceInput {
  mode: 'online' | 'offline';
  link: string;
  venue: string;
  mapsUrl: string;
}

/** PlaceInput → the callables' ClassPlace (an empty link asks the server for a Jitsi room, ADR 186). */
export function placeOf(p: PlaceInput): ClassPlace {
  return p.mode === 'online'
    ? { mode: 'online', link: p.link.trim() || null }
    : { mode: 'offline', venue: p.venue, mapsUrl: p.mapsUrl };
}

/** Where the classes happen: online (own Meet/Zoom/Teams link, or a free Jitsi Meet room) or a venue. */
export function PlaceFields({ value, onChange }: { value: PlaceInput; onChange: (v: PlaceInput) => void }) {
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>Where do the classes happen?</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value.mode}
            onChange={(e) => onChange({ ...value, mode: e.target.value === 'offline' ? 'offline' : 'online' })}
          >
            <option value="online">Online</option>
            <option value="offline">At a venue</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {value.mode === 'online' ? (
        <Field.Root>
          <Field.Label>Your Google Meet, Zoom or Teams link</Field.Label>
          <Input
            type="url"
            placeholder="https://meet.google.com/…"
            value={value.link}
            onChange={(e) => onChange({ ...value, link: e.target.value })}
          />
          <Field.HelperText>Leave it empty and SkillSetu creates a free Jitsi Meet room.</Field.HelperText>
        </Field.Root>
      ) : (
        <>
          <Field.Root>
            <Field.Label>Venue address</Field.Label>
            <Input value={value.venue} onChange={(e) => onChange({ ...value, venue: e.target.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Google Maps link</Field.Label>
            <Input
              type="url"
              placeholder="https://maps.app.goo.gl/…"
              value={value.mapsUrl}
              onChange={(e) => onChange({ ...value, mapsUrl: e.target.value })}
            />
          </Field.Root>
        </>
      )}
    </Stack>
  );
}
