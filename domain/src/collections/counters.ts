import { counterSchema, type Counter } from '../schemas/counter';
import { defineCollection } from './collection';

/** `counters/{name}` (server-only): the public trainer id counter (docs/architecture.md#data-model-cloud-firestore). */
export const counters = defineCollection<Counter>({
  pattern: 'counters/{name}',
  schema: counterSchema,
  required: ['next'],
  example: () => ({ next: 1 }),
});
