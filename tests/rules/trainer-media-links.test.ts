// firestore.rules, trainer_profiles: the two intro video links (YouTube/Vimeo only) and the Google
// Maps link for in-person training (docs/decisions/179-trainer-video-and-maps-links.md). The rules
// repeat domain VIDEO_LINK_PATTERN and MAPS_LINK_PATTERN; this suite tries what a trainer's form
// could send and what an attacker would.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';

const rules = useRulesEnv();

/** What the trainer form writes (domain toTrainerProfileWrite + created_at), with the media links. */
const profile = (extra: Record<string, unknown> = {}) => ({
  user_id: 'tina',
  full_name: 'Tina Trainer',
  email: 'tina@example.com',
  phone: '',
  city: 'Pune',
  specialization: 'Web Development',
  experience: '',
  bio: '',
  hourly_rate: null,
  certifications: [],
  teaching_languages: [],
  skills: [],
  avatar_url: null,
  linkedin_url: null,
  portfolio_url: null,
  video_link_1: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  video_link_2: 'https://vimeo.com/76979871',
  google_maps_link: 'https://maps.app.goo.gl/AbC123xyz',
  created_at: serverTimestamp(),
  ...extra,
});

const tina = () => rules.as('tina');
const create = (extra: Record<string, unknown>) => setDoc(doc(tina(), 'trainer_profiles/tina'), profile(extra));

async function seedTrainers(withProfile = false) {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'profiles/tom'), seedProfile('tom', 'trainer'));
    if (withProfile) {
      await setDoc(doc(db, 'trainer_profiles/tina'), {
        ...profile(),
        created_at: Timestamp.now(),
        id: 7,
        verified: false,
      });
    }
  });
}

describe('trainer_profiles intro videos and Google Maps link', () => {
  it('the trainer saves YouTube/Vimeo links and a Maps link, or leaves them empty or null', async () => {
    await seedTrainers();
    await assertSucceeds(create({}));
    await assertSucceeds(create({ video_link_1: '', video_link_2: null, google_maps_link: '' }));
    await assertSucceeds(
      create({
        video_link_1: 'https://youtu.be/dQw4w9WgXcQ',
        video_link_2: 'https://player.vimeo.com/video/76979871',
        google_maps_link: 'https://www.google.com/maps/place/Koramangala',
      }),
    );
    await assertSucceeds(create({ google_maps_link: 'https://maps.google.com/?q=Pune' }));
  });

  it('denies a video link on another host, over http, javascript: or a look-alike host', async () => {
    await seedTrainers();
    for (const bad of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ"><script>alert(1)</script>',
      'https://vimeo.com/not-a-number',
    ]) {
      await assertFails(create({ video_link_1: bad }));
      await assertFails(create({ video_link_2: bad }));
    }
  });

  it('denies a Maps link that is not Google Maps, over http, javascript: or a look-alike host', async () => {
    await seedTrainers();
    for (const bad of [
      'https://maps.example.com/place/x',
      'http://maps.google.com/?q=x',
      'javascript:alert(1)',
      'https://maps.google.com.evil.example/x',
      'https://maps.google.com@evil.example/',
      'https://www.google.com/search?q=maps',
      'https://goo.gl/maps/abc',
    ]) {
      await assertFails(create({ google_maps_link: bad }));
    }
  });

  it('denies oversized links and wrong types', async () => {
    await seedTrainers();
    await assertFails(create({ video_link_1: `https://youtu.be/dQw4w9WgXcQ?t=${'1'.repeat(500)}` }));
    await assertFails(create({ google_maps_link: `https://maps.app.goo.gl/${'a'.repeat(500)}` }));
    for (const wrong of [42, true, ['https://youtu.be/dQw4w9WgXcQ'], { url: 'https://youtu.be/dQw4w9WgXcQ' }]) {
      await assertFails(create({ video_link_1: wrong }));
      await assertFails(create({ google_maps_link: wrong }));
    }
  });

  it('an update is held to the same patterns, and another trainer cannot set them', async () => {
    await seedTrainers(true);
    const ref = doc(tina(), 'trainer_profiles/tina');
    await assertSucceeds(updateDoc(ref, { video_link_2: 'https://youtu.be/dQw4w9WgXcQ' }));
    await assertFails(updateDoc(ref, { video_link_2: 'https://evil.example/v' }));
    await assertFails(updateDoc(ref, { google_maps_link: 'javascript:alert(1)' }));
    await assertFails(
      updateDoc(doc(rules.as('tom'), 'trainer_profiles/tina'), { google_maps_link: 'https://maps.app.goo.gl/x1' }),
    );
  });
});
