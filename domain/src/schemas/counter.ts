import { z } from 'zod';

/**
 * `counters/{name}` (server-only, nobody reads): the last number handed out; `counters/trainer_profiles`
 * numbers trainer profiles (the `/trainer/{id}` id), one more per new trainer in a transaction.
 */
export const counterSchema = z.object({ next: z.number().int().nonnegative() });
export type Counter = z.infer<typeof counterSchema>;
