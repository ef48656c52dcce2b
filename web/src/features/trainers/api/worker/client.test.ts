import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { listenToTrainerCardsPage, readTrainerCardByPublicId, TrainerCardsError } from './client';
import { serializeError } from './protocol';

describe('trainer-cards client', () => {
  it("carries a Firestore error's code from the worker to the page, which postMessage alone loses", () => {
    const denied = new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
    // what the worker posts (protocol.ts), cloned as postMessage clones it
    const posted = structuredClone(serializeError(denied));
    const error = new TrainerCardsError(posted);
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.code, error.message]).toEqual([
      'FirebaseError',
      'permission-denied',
      'Missing or insufficient permissions.',
    ]);
    // the reason for the plain copy: a cloned FirebaseError has no code
    expect((structuredClone(denied) as { code?: string }).code).toBeUndefined();
    // anything thrown that is not an Error still crosses with a code the page can test
    expect(serializeError('boom')).toEqual({ name: 'Error', code: 'unknown', message: 'boom' });
  });

  // jsdom has no Worker: the same path as a browser without module workers
  it('fails a request as a failed listener would when no worker can start, without throwing', async () => {
    expect(typeof Worker).toBe('undefined');
    const failure = new Promise<Error>((resolve) =>
      listenToTrainerCardsPage(
        { where: [], orderBy: [{ field: 'rating', direction: 'desc' }], limit: 12, match: [] },
        null,
        () => resolve(new Error('unexpected snapshot')),
        resolve,
      ),
    );
    expect(await failure).toMatchObject({ code: 'unavailable' });
    await expect(readTrainerCardByPublicId(3)).rejects.toMatchObject({ code: 'unavailable' });
  });
});
