// The trainer's place as typed → what the callables take (ADR 186): an empty link asks for a Jitsi room.
import { classPlaceSchema } from '@skillsetu/domain';
import { describe, expect, it } from 'vitest';
import { placeOf } from './place-fields';

const typed = { link: '', venue: '', mapsUrl: '' };

describe('placeOf', () => {
  it('sends null for an empty online link, so the server makes a Jitsi room', () => {
    expect(placeOf({ ...typed, mode: 'online', link: '   ' })).toEqual({ mode: 'online', link: null });
    expect(classPlaceSchema.safeParse(placeOf({ ...typed, mode: 'online' })).success).toBe(true);
  });

  it("keeps the trainer's own link and an offline venue with its Maps link", () => {
    expect(placeOf({ ...typed, mode: 'online', link: ' https://meet.google.com/abc-defg-hij ' })).toEqual({
      mode: 'online',
      link: 'https://meet.google.com/abc-defg-hij',
    });
    const offline = placeOf({ ...typed, mode: 'offline', venue: '12 MG Road', mapsUrl: 'https://maps.app.goo.gl/x' });
    expect(offline).toEqual({ mode: 'offline', venue: '12 MG Road', mapsUrl: 'https://maps.app.goo.gl/x' });
    expect(classPlaceSchema.safeParse(offline).success).toBe(true);
  });
});
