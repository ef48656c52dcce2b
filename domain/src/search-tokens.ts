/** Lower-cases, strips accents and punctuation; words are split on anything not a letter or digit. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((w) => w.length > 0);
}

const MIN_PREFIX = 2;
const MAX_PREFIX = 20;
/** Cap so a card document stays small (Firestore indexes every array entry). */
export const MAX_SEARCH_TOKENS = 200;

/**
 * Prefix tokens (2..20 chars) of every word in the given texts, deduplicated, for the
 * `array-contains` text search on trainer cards. "React Native" → re, rea, reac, react, na, …
 */
export function searchTokens(texts: readonly string[]): string[] {
  const out = new Set<string>();
  for (const word of texts.flatMap(searchWords)) {
    const max = Math.min(word.length, MAX_PREFIX);
    for (let n = Math.min(MIN_PREFIX, word.length); n <= max; n++) out.add(word.slice(0, n));
    if (out.size >= MAX_SEARCH_TOKENS) break;
  }
  return [...out].slice(0, MAX_SEARCH_TOKENS);
}

/**
 * The single token a search text is matched on (Firestore allows one array-contains per
 * query): its longest word, cut to the prefix length stored. Returns null for a blank search.
 */
export function searchQueryToken(text: string): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  return longest.slice(0, MAX_PREFIX);
}
