import type { z } from 'zod';

/** What readFieldByField gives: always a value of the schema's type, and whether the schema accepts it. */
export interface FieldByFieldReading<T> {
  /** Every field present: the document's value where its field schema accepts it, else the field's empty value. */
  value: T;
  /** true when the whole schema (object-level refinements included) accepts `value`. */
  valid: boolean;
  /** Fields the document had (not undefined or null) that were emptied or trimmed to fit, by name. */
  dropped: string[];
}

/** Options of readFieldByField. */
export interface FieldByFieldOptions<T> {
  /** Values that replace the document's whatever it says (e.g. `user_id` = the document id). */
  fixed?: Partial<T>;
  /** Values used in place of a missing or invalid field, before its empty value (e.g. a display default). */
  fallbacks?: Partial<T>;
}

type AnySchema = z.ZodType & { _zod: { def: { type: string; innerType?: AnySchema; element?: AnySchema } } };

/** Candidate empty values, in order: the first one a field's schema accepts is its empty value. */
const EMPTY_CANDIDATES: readonly (() => unknown)[] = [
  () => undefined,
  () => null,
  () => '',
  () => [],
  () => false,
  () => 0,
  () => new Date(0),
];

/** The value a field takes when the document lacks it: the first candidate its schema accepts, else by kind. */
function emptyValueOf(field: AnySchema): unknown {
  for (const candidate of EMPTY_CANDIDATES) {
    const parsed = field.safeParse(candidate());
    if (parsed.success) return parsed.data;
  }
  // a field no empty value satisfies (a required name): the empty value of its kind, schema-invalid
  const kind = unwrap(field)._zod.def.type;
  if (kind === 'array') return [];
  if (kind === 'number') return 0;
  if (kind === 'boolean') return false;
  if (kind === 'date') return new Date(0);
  return '';
}

/** The schema inside optional / nullable / default wrappers. */
function unwrap(field: AnySchema): AnySchema {
  let inner = field;
  while (inner._zod.def.innerType) inner = inner._zod.def.innerType;
  return inner;
}

/**
 * A Firestore Timestamp (web or Admin SDK: anything with toDate()) → Date, also inside lists and
 * maps (a dispute's messages, a payout debit's recoveries); other values unchanged. Only plain
 * objects and arrays are walked, so references, GeoPoints and Bytes stay as they are.
 */
function dateOf(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (typeof (v as { toDate?: unknown }).toDate === 'function') return (v as { toDate: () => unknown }).toDate();
  if (Array.isArray(v)) return v.map(dateOf);
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, dateOf(x)]));
}

/**
 * A list field that failed as a whole: the items its item schema accepts, then as many of those as
 * the list schema accepts (its `.max`). undefined when the field is not a list or nothing fits.
 */
function listItems(field: AnySchema, raw: unknown): { value: unknown } | undefined {
  const list = unwrap(field);
  if (list._zod.def.type !== 'array' || !Array.isArray(raw) || !list._zod.def.element) return undefined;
  const item = list._zod.def.element;
  const kept = raw.flatMap((x) => {
    const parsed = item.safeParse(dateOf(x));
    return parsed.success ? [parsed.data] : [];
  });
  for (let n = kept.length; n >= 0; n--) {
    const parsed = field.safeParse(kept.slice(0, n));
    if (parsed.success) return { value: parsed.data };
  }
  return undefined;
}

/**
 * Reads a Firestore document leniently against a domain object schema, one field at a time, so one
 * bad field never loses the others (docs/decisions/022-one-validation-source.md,
 * docs/decisions/122-one-lenient-reading.md). For each field of `schema.shape`:
 * - `options.fixed[k]` when given;
 * - else the document's value (a Timestamp turned into a Date) when the field's schema accepts it
 *   (parsed: strings trimmed as the schema trims);
 * - else, for a list, the items its item schema accepts (at most the list's max);
 * - else `options.fallbacks[k]`, else the field's empty value: the first of undefined, null, '',
 *   [], false, 0, Date(0) its schema accepts ('' for a required text).
 * Object-level refinements (e.g. "avatar_url is this user's own") are checked last: a field they
 * reject is emptied. Never throws. Units are the schema's own (rupees, Dates in UTC).
 */
export function readFieldByField<T extends Record<string, unknown>>(
  schema: z.ZodType<T> & { shape: Record<string, z.ZodType> },
  data: Record<string, unknown>,
  options: FieldByFieldOptions<T> = {},
): FieldByFieldReading<T> {
  const fixed: Record<string, unknown> = options.fixed ?? {};
  const fallbacks: Record<string, unknown> = options.fallbacks ?? {};
  const out: Record<string, unknown> = {};
  const dropped: string[] = [];
  const emptied = (key: string): unknown =>
    key in fallbacks ? fallbacks[key] : emptyValueOf(schema.shape[key] as AnySchema);
  for (const [key, fieldSchema] of Object.entries(schema.shape)) {
    const field = fieldSchema as AnySchema;
    if (key in fixed) {
      out[key] = fixed[key];
      continue;
    }
    const raw = dateOf(data[key]);
    const parsed = field.safeParse(raw);
    if (parsed.success) {
      out[key] = parsed.data;
      continue;
    }
    const present = raw !== undefined && raw !== null && raw !== '';
    const items = listItems(field, raw);
    if (present) dropped.push(key);
    out[key] = items ? items.value : emptied(key);
  }
  let result = schema.safeParse(out);
  if (!result.success) {
    // a refinement over several fields: empty the fields it names, once
    const named = new Set(result.error.issues.map((i) => String(i.path[0] ?? '')).filter((k) => k in schema.shape));
    for (const key of named) {
      if (key in fixed) continue;
      const empty = emptied(key);
      if (out[key] !== empty) {
        if (!dropped.includes(key)) dropped.push(key);
        out[key] = empty;
      }
    }
    result = schema.safeParse(out);
  }
  return result.success ? { value: result.data, valid: true, dropped } : { value: out as T, valid: false, dropped };
}
