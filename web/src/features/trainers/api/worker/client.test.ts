import { describe, expect, it } from 'vitest';
import { listenToTrainerCardsPage, readTrainerCardByPublicId, TrainerCardsError } from './client';

describe('trainer-cards client', () => {
  it('re-creates a Firestore error from its plain copy, code included', () => {
    const error = new TrainerCardsError({
      name: 'FirebaseError',
      code: 'permission-denied',
      message: 'Missing or insufficient permissions.',
    });
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.code, error.message]).toEqual([
      'FirebaseError',
      'permission-denied',
      'Missing or insufficient permissions.',
    ]);
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
