// Where a class happens: the trainer's own Meet/Zoom/Teams link, a Jitsi room, or a venue with a Maps link (ADR 186).
import { describe, expect, it } from 'vitest';
import { classPlaceSchema } from './session';

const online = (link: string | null) => classPlaceSchema.safeParse({ mode: 'online', link }).success;
const offline = (mapsUrl: string) =>
  classPlaceSchema.safeParse({ mode: 'offline', venue: '12 MG Road, Bengaluru', mapsUrl }).success;

describe('classPlaceSchema', () => {
  it('takes Meet, Zoom (any subdomain) and Teams links over https, or null for a Jitsi room', () => {
    expect(online('https://meet.google.com/abc-defg-hij')).toBe(true);
    expect(online('https://us02web.zoom.us/j/123456789')).toBe(true);
    expect(online('https://teams.microsoft.com/l/meetup-join/x')).toBe(true);
    expect(online(null)).toBe(true);
  });

  it('refuses other hosts, look-alikes and plain http', () => {
    expect(online('http://meet.google.com/abc')).toBe(false);
    expect(online('https://zoom.us.evil.example/j/1')).toBe(false);
    expect(online('https://evilzoom.us/j/1')).toBe(false);
    expect(online('javascript:alert(1)')).toBe(false);
  });

  it('needs a venue and a Google Maps link offline', () => {
    expect(offline('https://maps.app.goo.gl/AbCdEf')).toBe(true);
    expect(offline('https://www.google.com/maps/place/MG+Road')).toBe(true);
    expect(offline('https://www.google.com/search?q=x')).toBe(false);
    expect(offline('https://example.com/maps')).toBe(false);
    expect(
      classPlaceSchema.safeParse({ mode: 'offline', venue: '', mapsUrl: 'https://maps.app.goo.gl/x' }).success,
    ).toBe(false);
  });
});
