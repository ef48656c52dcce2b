import { parseSearchQuery, type TrainerListingFilters } from '@skillsetu/domain';

/** One part of how Find Trainers read the filters: a chip (removable when it came from the text). */
export interface SearchChip {
  kind: 'category' | 'location';
  value: string;
  /** The words of the search text that named it (its remove button drops them), or null for a select. */
  words: string | null;
}

/**
 * How the committed filters were read (docs/decisions/070-discovery-search.md): the words searched
 * for, and the city and category chips, whether typed ('react pune' → Pune) or picked in a select.
 */
export function readFilters(filters: TrainerListingFilters): { words: string; chips: SearchChip[] } {
  const parsed = parseSearchQuery(filters.search, { category: !!filters.category, location: !!filters.location });
  const chips: SearchChip[] = [];
  if (parsed.category) chips.push({ kind: 'category', value: parsed.category, words: parsed.categoryWords });
  if (parsed.location) chips.push({ kind: 'location', value: parsed.location, words: parsed.locationWords });
  return { words: parsed.rest.join(' '), chips };
}

/** The results header's line: 'for “react developer” in Pune · Web Development · verified only', or null with no filter. */
export function searchSummary(filters: TrainerListingFilters): string | null {
  const { words, chips } = readFilters(filters);
  const category = filters.category ?? chips.find((c) => c.kind === 'category')?.value;
  const location = filters.location ?? chips.find((c) => c.kind === 'location')?.value;
  const parts = [
    words ? `for “${words}”` : null,
    location ? `in ${location}` : null,
    category ?? null,
    filters.verified ? 'verified only' : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
