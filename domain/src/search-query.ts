import { LOCATION_OPTIONS, SPECIALIZATIONS } from './options';
import { queryTermsOf, SEARCH_SYNONYMS } from './search-terms';
import { searchWords } from './search-tokens';

/** How a Find Trainers search text was read (docs/decisions/070-discovery-search.md). */
export interface ParsedSearch {
  /** Tokens every result must carry in `search_tokens` (AND); empty when only filters were named. */
  terms: string[];
  /** A specialization the text named ('web development'), or null. */
  category: string | null;
  /** A Find Trainers city the text named ('pune', 'bengaluru' → 'Bangalore'), or null. */
  location: string | null;
  /** The words that named the category / city, as typed (lower-case): a chip removes them. */
  categoryWords: string | null;
  locationWords: string | null;
  /** The remaining words, lower-case and accent-free, for the results header. */
  rest: string[];
}

interface Phrase {
  words: string[];
  value: string;
}

const byLength = (a: Phrase, b: Phrase) => b.words.length - a.words.length;

/** Specialization names as word lists ('UI/UX Design' → ui ux design), longest first. */
const CATEGORY_PHRASES: Phrase[] = SPECIALIZATIONS.map((s) => ({ words: searchWords(s), value: s })).sort(byLength);

/** City names and their synonyms ('bengaluru', 'blr' → Bangalore), longest first. */
const CITY_PHRASES: Phrase[] = LOCATION_OPTIONS.flatMap((city) => {
  const name = searchWords(city).join(' ');
  const group = SEARCH_SYNONYMS.find((g) => g.variants.includes(name));
  const names = group ? group.variants : [name];
  return names.map((n) => ({ words: n.split(' '), value: city }));
}).sort(byLength);

function phraseAt(words: readonly string[], i: number, phrases: readonly Phrase[]): Phrase | null {
  return phrases.find((p) => p.words.every((w, k) => words[i + k] === w)) ?? null;
}

/**
 * Reads a search text: the first specialization it names becomes the category filter, the first
 * listed city (or its synonym) the location filter, unless the page already has that filter set
 * (`has`); every other word becomes an AND term (synonyms as their key, stop words dropped).
 * 'React developer in Pune' → terms [react, ~develop], location Pune.
 */
export function parseSearchQuery(text: string, has: { category?: boolean; location?: boolean } = {}): ParsedSearch {
  const words = searchWords(text);
  const rest: string[] = [];
  let category: Phrase | null = null;
  let location: Phrase | null = null;
  for (let i = 0; i < words.length; i++) {
    const cat: Phrase | null = !has.category && !category ? phraseAt(words, i, CATEGORY_PHRASES) : null;
    const city: Phrase | null = !cat && !has.location && !location ? phraseAt(words, i, CITY_PHRASES) : null;
    const found: Phrase | null = cat ?? city;
    if (!found) {
      rest.push(words[i]!);
      continue;
    }
    const typed: Phrase = { ...found, words: words.slice(i, i + found.words.length) };
    if (cat) category = typed;
    else location = typed;
    i += found.words.length - 1;
  }
  return {
    terms: queryTermsOf(rest),
    category: category?.value ?? null,
    location: location?.value ?? null,
    categoryWords: category?.words.join(' ') ?? null,
    locationWords: location?.words.join(' ') ?? null,
    rest,
  };
}

/**
 * The search text without the words of a chip ('react pune' minus 'pune' → 'react'): the chip's
 * remove button. Words are matched accent- and case-insensitively; the rest is kept lower-case.
 */
export function removeSearchWords(text: string, phrase: string): string {
  const words = searchWords(text);
  const drop = phrase.split(' ');
  for (let i = 0; i + drop.length <= words.length; i++)
    if (drop.every((w, k) => words[i + k] === w))
      return [...words.slice(0, i), ...words.slice(i + drop.length)].join(' ');
  return words.join(' ');
}

/** Terms ordered for Firestore: the first is queried with array-contains, the most selective first (plain words before synonym keys, longer first). */
export function rankTerms(terms: readonly string[]): string[] {
  const generic = (t: string) => (t.startsWith('~') ? 1 : 0);
  return [...terms].sort((a, b) => generic(a) - generic(b) || b.length - a.length);
}
