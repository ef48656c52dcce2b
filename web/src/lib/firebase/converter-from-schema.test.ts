import { profileSchema, trainerProfiles, type Profile } from '@skillsetu/domain';
import { Timestamp, type DocumentData, type QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { converterFromCollection, converterFromSchema, timestampsToDates } from './converter-from-schema';

/** A stand-in for the snapshot Firestore hands a converter: only id and data() are used. */
const snapshot = (id: string, data: DocumentData) => ({ id, data: () => data }) as unknown as QueryDocumentSnapshot;

const stored = {
  full_name: 'Asha Rao',
  email: 'asha@example.com',
  phone: null,
  city: 'Pune',
  avatar_url: null,
  user_type: 'learner',
  subscription_status: null,
  subscription_plan: null,
  subscription_start_date: null,
  subscription_end_date: null,
  updated_at: Timestamp.fromMillis(1_700_000_000_000),
};

const fallback = (id: string, d: DocumentData): Profile => ({
  ...profileSchema.parse({ ...stored, id, updated_at: new Date(0), email: 'x@example.com' }),
  full_name: `fallback: ${String(d.full_name)}`,
});
const converter = converterFromSchema(profileSchema, fallback, { idField: 'id' });

describe('converterFromSchema', () => {
  it('parses a well-formed document with the schema: Timestamps become Dates, the id lands in idField', () => {
    const read = converter.fromFirestore(snapshot('u1', stored));
    expect(read).toMatchObject({ id: 'u1', full_name: 'Asha Rao', updated_at: new Date(1_700_000_000_000) });
  });

  it('hands a document the schema rejects to the fallback', () => {
    expect(converter.fromFirestore(snapshot('u2', { full_name: 'Old shape' }))).toMatchObject({
      id: 'u2',
      full_name: 'fallback: Old shape',
    });
  });

  it('converts Timestamps inside maps and arrays', () => {
    const at = Timestamp.fromMillis(5);
    expect(timestampsToDates({ a: [at, { b: at }], c: 'x' })).toEqual({ a: [new Date(5), { b: new Date(5) }], c: 'x' });
  });
});

describe('converterFromCollection', () => {
  const converter = converterFromCollection(trainerProfiles);

  it("reads with the module's schema, the id in its field", () => {
    const stored = { ...trainerProfiles.make(), created_at: Timestamp.fromMillis(7) };
    expect(converter.fromFirestore(snapshot('t9', stored))).toMatchObject({ user_id: 't9', created_at: new Date(7) });
  });

  it("falls back to the module's lenient read, keeping the valid fields", () => {
    const read = converter.fromFirestore(snapshot('t9', { ...trainerProfiles.make(), hourly_rate: 'lots' }));
    expect(read).toMatchObject({ user_id: 't9', full_name: 'Asha Rao', hourly_rate: null });
  });
});
