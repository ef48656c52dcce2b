import { searchWords } from './search-tokens';

/**
 * Search vocabulary shared by the trainer card (what it is found by) and the query parser (what a
 * learner typed): words are lower-cased and accent-free (searchWords), prefixes 2..20 chars match,
 * and a small synonym table maps each variant to one key token. docs/decisions/070-discovery-search.md.
 */

/** Synonym groups: every variant (a word or a phrase) is indexed and queried as the group's key. */
export const SEARCH_SYNONYMS: readonly { key: string; variants: readonly string[] }[] = [
  { key: '~bengaluru', variants: ['bengaluru', 'bangalore', 'blr'] },
  { key: '~gurugram', variants: ['gurugram', 'gurgaon'] },
  { key: '~mumbai', variants: ['mumbai', 'bombay'] },
  { key: '~chennai', variants: ['chennai', 'madras'] },
  { key: '~kolkata', variants: ['kolkata', 'calcutta'] },
  { key: '~visakhapatnam', variants: ['visakhapatnam', 'vizag'] },
  { key: '~develop', variants: ['developer', 'developers', 'development', 'develop'] },
  { key: '~nodejs', variants: ['nodejs', 'node js'] },
  { key: '~js', variants: ['js', 'javascript'] },
  { key: '~ml', variants: ['ml', 'machine learning'] },
  { key: '~ai', variants: ['ai', 'artificial intelligence'] },
  { key: '~uiux', variants: ['ui', 'ux', 'ui ux', 'user interface', 'user experience'] },
  { key: '~fullstack', variants: ['full stack', 'fullstack'] },
];

/** Words too common to search by ('react developer in pune' searches react, developer, pune). */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'from',
  'in',
  'near',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'me',
  'trainer',
  'trainers',
]);

const MIN_PREFIX = 2;
/** Longest prefix stored; a longer query word is cut to this. */
export const MAX_PREFIX = 20;

/** Phrase variants longest first, so 'user interface' wins over 'ui'. */
const VARIANTS = SEARCH_SYNONYMS.flatMap((g) => g.variants.map((v) => ({ words: v.split(' '), key: g.key }))).sort(
  (a, b) => b.words.length - a.words.length,
);

/** One synonym match in a word list: the key and how many words it covers, or null. */
function synonymAt(words: readonly string[], i: number): { key: string; length: number } | null {
  for (const v of VARIANTS)
    if (v.words.every((w, k) => words[i + k] === w)) return { key: v.key, length: v.words.length };
  return null;
}

/**
 * Tokens a card is found by, for texts in priority order (the cap cuts the tail): every word's
 * prefixes (2..20 chars, stop words skipped) and the key of every synonym variant the texts contain.
 * 'Node.js developer' → no, nod, node, js, de, …, developer, ~nodejs, ~js, ~develop.
 */
export function searchTermsOf(texts: readonly string[], max: number): string[] {
  const out = new Set<string>();
  for (const text of texts) {
    const words = searchWords(text);
    words.forEach((word, i) => {
      const syn = synonymAt(words, i);
      if (syn) out.add(syn.key);
      if (SEARCH_STOP_WORDS.has(word)) return;
      const longest = Math.min(word.length, MAX_PREFIX);
      for (let n = Math.min(MIN_PREFIX, word.length); n <= longest; n++) out.add(word.slice(0, n));
    });
    if (out.size >= max) break;
  }
  return [...out].slice(0, max);
}

/**
 * The tokens a query's words must all match (AND): a synonym variant becomes its key, any other
 * word (stop words dropped) its prefix of at most 20 chars. Deduplicated, in the typed order.
 */
export function queryTermsOf(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const syn = synonymAt(words, i);
    if (syn) {
      out.push(syn.key);
      i += syn.length - 1;
    } else if (!SEARCH_STOP_WORDS.has(words[i]!)) out.push(words[i]!.slice(0, MAX_PREFIX));
  }
  return [...new Set(out)];
}
