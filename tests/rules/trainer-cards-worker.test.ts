// The trainer-cards worker's request handler (web/src/features/trainers/api/worker/listeners.ts),
// run here in Node against the Firestore emulator as a signed-out visitor, through firestore.rules:
// the listing's live pages and their cursors, the count, the profile's live card, and its errors.
import {
  DEFAULT_LISTING_FILTERS,
  deriveTrainerCard,
  listingQuerySpec,
  ratingRank,
  type TrainerCard,
} from '@skillsetu/domain';
import { doc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryCardsSpec, toCategoryTrainer } from '../../web/src/features/categories/category-cards';
import { createTrainerCardsListeners } from '../../web/src/features/trainers/api/worker/listeners';
import type { TrainerCardsResponse } from '../../web/src/features/trainers/api/worker/protocol';
import { useRulesEnv } from '../support/rules-env';

const rules = useRulesEnv();

function card(id: number, rating: number): TrainerCard {
  const derived = deriveTrainerCard(
    {
      id,
      user_id: `uid-${id}`,
      full_name: `Trainer ${id}`,
      email: `t${id}@example.com`,
      phone: '',
      city: 'Pune',
      specialization: 'Data Science',
      experience: '3-5 years',
      bio: 'Teaches data science.',
      hourly_rate: 800,
      certifications: [],
      teaching_languages: ['English'],
      skills: ['Python'],
      avatar_url: null,
      linkedin_url: null,
      portfolio_url: null,
      verified: true,
      created_at: new Date('2026-01-01T00:00:00Z'),
    },
    [],
    { students: id, reviews: 1, averageRating: rating },
  );
  return { ...derived, rating };
}

async function seedCards(): Promise<void> {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'trainer_cards/uid-1'), card(1, 4.9));
    await setDoc(doc(db, 'trainer_cards/uid-2'), card(2, 4.5));
    await setDoc(doc(db, 'trainer_cards/uid-3'), card(3, 4.1));
    // malformed: fails the card schema (no name), still a listing document with the default order's fields
    await setDoc(doc(db, 'trainer_cards/uid-4'), {
      uid: 'uid-4',
      id: 4,
      rating: 3.0,
      verified: true,
      reviews: 1,
      rating_rank: ratingRank(3.0, 1),
    });
  });
}

/** A handler over the visitor's Firestore, recording what it posts; `next(pred)` waits (vi.waitFor) for a response. */
function handler() {
  const posted: TrainerCardsResponse[] = [];
  // a client of its own: listeners keep documents in a client's cache, and rules.anon() is shared
  // by the file's tests (tests/support/rules-env.ts)
  const visitor = rules.env().unauthenticatedContext().firestore() as unknown as Firestore;
  const handle = createTrainerCardsListeners(visitor, (response) => posted.push(response));
  const next = (pred: (r: TrainerCardsResponse) => boolean) =>
    vi.waitFor(
      () => {
        const seen = posted.find(pred);
        if (!seen) throw new Error(`no matching response; posted: ${JSON.stringify(posted)}`);
        return seen;
      },
      { timeout: 10_000, interval: 20 },
    );
  return { handle, posted, next };
}

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

describe('trainer-cards worker handler', () => {
  it('serves the listing a page at a time, live, each page starting after the previous one', async () => {
    await seedCards();
    const { handle, next } = handler();
    const spec = listingQuerySpec(DEFAULT_LISTING_FILTERS, 2);
    handle({ type: 'listen-page', subId: 1, spec, after: null });
    cleanups.push(() => handle({ type: 'unlisten', subId: 1 }));
    const first = await next((r) => r.subId === 1 && r.type === 'snapshot' && r.changed);
    expect(first.type === 'snapshot' && first.docs.map((d) => [d.id, d.card?.name])).toEqual([
      ['uid-1', 'Trainer 1'],
      ['uid-2', 'Trainer 2'],
    ]);

    handle({ type: 'listen-page', subId: 2, spec, after: 'uid-2' });
    cleanups.push(() => handle({ type: 'unlisten', subId: 2 }));
    const second = await next((r) => r.subId === 2 && r.type === 'snapshot' && r.changed);
    // the malformed card keeps its id (the next page's cursor) but has no card
    expect(second.type === 'snapshot' && second.docs.map((d) => [d.id, d.card?.name ?? null])).toEqual([
      ['uid-3', 'Trainer 3'],
      ['uid-4', null],
    ]);

    // a change on the server reaches the open page without a new request
    await rules.seed((db) => updateDoc(doc(db, 'trainer_cards/uid-2'), { name: 'Renamed Trainer' }));
    const live = await next(
      (r) => r.subId === 1 && r.type === 'snapshot' && r.docs.some((d) => d.card?.name === 'Renamed Trainer'),
    );
    expect(live.type === 'snapshot' && live.changed).toBe(true);
  });

  it("serves a category page every card of its category, live, as the page's cards", async () => {
    await seedCards();
    const { handle, next } = handler();
    handle({ type: 'listen-page', subId: 13, spec: categoryCardsSpec('Data Science'), after: null });
    cleanups.push(() => handle({ type: 'unlisten', subId: 13 }));
    const found = await next((r) => r.subId === 13 && r.type === 'snapshot' && r.changed);
    const cards =
      found.type === 'snapshot' ? found.docs.flatMap((d) => (d.card ? [toCategoryTrainer(d.card)] : [])) : [];
    expect(cards.map((c) => [c.key, c.name, c.rating]).sort()).toEqual([
      ['uid-1', 'Trainer 1', 4.9],
      ['uid-2', 'Trainer 2', 4.5],
      ['uid-3', 'Trainer 3', 4.1],
    ]);

    await rules.seed((db) => updateDoc(doc(db, 'trainer_cards/uid-3'), { category: 'Web Development' }));
    const moved = await next((r) => r.subId === 13 && r.type === 'snapshot' && r.changed && r.docs.length === 2);
    expect(moved.type === 'snapshot' && moved.docs.map((d) => d.id).sort()).toEqual(['uid-1', 'uid-2']);

    handle({ type: 'listen-page', subId: 14, spec: categoryCardsSpec('UI/UX Design'), after: null });
    cleanups.push(() => handle({ type: 'unlisten', subId: 14 }));
    const none = await next((r) => r.subId === 14 && r.type === 'snapshot' && !r.fromCache);
    expect(none.type === 'snapshot' && none.docs).toEqual([]);
  });

  it('counts every match of the filters, ignoring the page size', async () => {
    await seedCards();
    const { handle, next } = handler();
    handle({ type: 'count', subId: 5, spec: listingQuerySpec(DEFAULT_LISTING_FILTERS, 2) });
    expect(await next((r) => r.subId === 5)).toEqual({ type: 'count', subId: 5, count: 4 });
    handle({
      type: 'count',
      subId: 6,
      spec: listingQuerySpec({ ...DEFAULT_LISTING_FILTERS, location: 'Delhi' }, 2),
    });
    expect(await next((r) => r.subId === 6)).toEqual({ type: 'count', subId: 6, count: 0 });
  });

  it("listens to one trainer's card by public id, and stops when told", async () => {
    await seedCards();
    const { handle, next, posted } = handler();
    handle({ type: 'listen-public-id', subId: 7, publicId: 3 });
    const found = await next((r) => r.subId === 7 && r.type === 'snapshot' && r.changed);
    expect(found.type === 'snapshot' && found.docs.map((d) => d.card?.uid)).toEqual(['uid-3']);

    handle({ type: 'listen-public-id', subId: 8, publicId: 99 });
    const missing = await next((r) => r.subId === 8 && r.type === 'snapshot');
    expect(missing.type === 'snapshot' && missing.docs).toEqual([]);
    handle({ type: 'unlisten', subId: 8 });

    handle({ type: 'unlisten', subId: 7 });
    const before = posted.length;
    // a second listener on the same card, still open: once it has the change, the closed one would have had it too
    handle({ type: 'listen-public-id', subId: 12, publicId: 3 });
    cleanups.push(() => handle({ type: 'unlisten', subId: 12 }));
    await next((r) => r.subId === 12 && r.type === 'snapshot' && r.changed);
    await rules.seed((db) => updateDoc(doc(db, 'trainer_cards/uid-3'), { name: 'After Unlisten' }));
    await next((r) => r.subId === 12 && r.type === 'snapshot' && r.docs.some((d) => d.card?.name === 'After Unlisten'));
    expect(posted.slice(before).filter((r) => r.subId === 7)).toEqual([]);
  });

  it('reports a cursor it has not seen and a query the SDK rejects as errors, without throwing', async () => {
    await seedCards();
    const { handle, next } = handler();
    const spec = listingQuerySpec(DEFAULT_LISTING_FILTERS, 2);
    handle({ type: 'listen-page', subId: 9, spec, after: 'uid-unknown' });
    expect(await next((r) => r.subId === 9)).toMatchObject({ type: 'error', error: { code: 'invalid-argument' } });
    const badSpec = { ...spec, orderBy: [{ field: '', direction: 'desc' as const }] };
    handle({ type: 'listen-page', subId: 10, spec: badSpec, after: null });
    expect(await next((r) => r.subId === 10)).toMatchObject({ type: 'error', error: { code: 'invalid-argument' } });
    handle({ type: 'count', subId: 11, spec: badSpec });
    expect(await next((r) => r.subId === 11)).toMatchObject({ type: 'error', error: { code: 'invalid-argument' } });
  });
});
