import { describe, expect, it } from 'vitest';
import { parseSearchQuery, rankTerms, removeSearchWords } from './search-query';
import { queryTermsOf, searchTermsOf } from './search-terms';
import { searchWords } from './search-tokens';
import { listingQuerySpec, matchesAllTerms, trainerListingFiltersSchema } from './trainer-listing';

const card = (...texts: string[]) => searchTermsOf(texts, 200);
/** True when a card made of these texts is found by this query (all terms, city and category aside). */
const finds = (query: string, ...texts: string[]) => matchesAllTerms(card(...texts), parseSearchQuery(query).terms);

describe('parseSearchQuery: every example of the discovery brief', () => {
  it("'react developer': both words must match (AND), developer as its synonym key", () => {
    const q = parseSearchQuery('react developer');
    expect(q).toMatchObject({ terms: ['react', '~develop'], category: null, location: null });
    expect(finds('react developer', 'Web Development', 'React')).toBe(true);
    expect(finds('react developer', 'Blockchain', 'Solidity')).toBe(false);
    expect(finds('react developer', 'Data Science', 'React')).toBe(false); // no 'develop…' word
  });

  it("'react mumbai' and 'react pune': the city becomes the location filter, react the term", () => {
    expect(parseSearchQuery('react mumbai')).toMatchObject({
      terms: ['react'],
      location: 'Mumbai',
      locationWords: 'mumbai',
    });
    expect(parseSearchQuery('React Pune')).toMatchObject({ terms: ['react'], location: 'Pune' });
  });

  it("'React developer in Pune': stop words are dropped", () => {
    expect(parseSearchQuery('React developer in Pune')).toMatchObject({
      terms: ['react', '~develop'],
      location: 'Pune',
    });
  });

  it("course titles: 'MERN' and 'Full Stack' find a trainer by a published course's title", () => {
    expect(finds('MERN', 'Web Development', 'Full Stack Web Development with MERN')).toBe(true);
    expect(parseSearchQuery('full stack').terms).toEqual(['~fullstack']);
    expect(finds('full stack', 'Full Stack Web Development with MERN')).toBe(true);
    expect(finds('fullstack', 'Full-Stack Bootcamp')).toBe(true);
  });

  it("'developer' and 'development' are synonyms; prefixes 'reac' and 'develop' match", () => {
    expect(finds('developer', 'Mobile App Development')).toBe(true);
    expect(finds('development', 'Senior Developer')).toBe(true);
    expect(finds('reac', 'React')).toBe(true);
    expect(finds('develop', 'Game Development')).toBe(true);
    expect(finds('develo', 'Game Development')).toBe(true);
  });

  it("'nodejs', 'node.js' and 'node js' find Node.js", () => {
    for (const q of ['nodejs', 'node.js', 'Node JS']) expect(finds(q, 'Node.js')).toBe(true);
    expect(finds('nodejs', 'NodeJS')).toBe(true);
  });

  it("'Bengaluru' and 'Bangalore' name the same listed city; Gurugram and Gurgaon the same words", () => {
    expect(parseSearchQuery('Bengaluru')).toMatchObject({
      location: 'Bangalore',
      terms: [],
      locationWords: 'bengaluru',
    });
    expect(parseSearchQuery('bangalore')).toMatchObject({ location: 'Bangalore' });
    expect(parseSearchQuery('gurgaon').terms).toEqual(['~gurugram']); // not a listed city: a term
    expect(finds('gurugram', 'Gurgaon')).toBe(true);
  });

  it("teaching languages: 'hindi' finds a trainer who teaches in Hindi", () => {
    expect(finds('hindi', 'Web Development', 'English', 'Hindi')).toBe(true);
    expect(finds('hindi', 'Web Development', 'English', 'Tamil')).toBe(false);
  });

  it('js/javascript, ml/machine learning and ui/ux are synonyms', () => {
    expect(finds('js', 'JavaScript')).toBe(true);
    expect(finds('javascript', 'Web3.js')).toBe(true);
    expect(finds('ml', 'Data Science', 'Machine Learning')).toBe(true);
    expect(finds('ux', 'UI Design')).toBe(true);
    expect(finds('user experience', 'UI/UX Design')).toBe(true);
  });

  it("'data science bangalore': a specialization and a city, both filters, no term", () => {
    expect(parseSearchQuery('data science bangalore')).toMatchObject({
      category: 'Data Science',
      location: 'Bangalore',
      terms: [],
      categoryWords: 'data science',
    });
  });

  it('is case- and accent-insensitive', () => {
    expect(parseSearchQuery('RÉACT  Dévelopment').terms).toEqual(['react', '~develop']);
    expect(finds('pytHon', 'Python')).toBe(true);
  });

  it('leaves a city or category the page already filters by as words', () => {
    expect(parseSearchQuery('react pune', { location: true })).toMatchObject({
      location: null,
      terms: ['react', 'pune'],
    });
    expect(parseSearchQuery('devops', { category: true })).toMatchObject({ category: null, terms: ['devops'] });
  });
});

describe('query helpers', () => {
  it('removeSearchWords drops a chip’s words and keeps the rest', () => {
    expect(removeSearchWords('React developer in Pune', 'pune')).toBe('react developer in');
    expect(removeSearchWords('data science bangalore', 'data science')).toBe('bangalore');
    expect(removeSearchWords('react', 'pune')).toBe('react');
  });

  it('rankTerms queries the most selective term: plain words before synonym keys, longer first', () => {
    expect(rankTerms(['~develop', 'react'])).toEqual(['react', '~develop']);
    expect(rankTerms(['ab', 'python'])).toEqual(['python', 'ab']);
  });

  it('queryTermsOf cuts long words to the stored prefix length', () => {
    expect(queryTermsOf(searchWords('supercalifragilisticexpialidocious'))).toEqual(['supercalifragilistic']);
  });
});

describe('listingQuerySpec with a parsed search', () => {
  const spec = (over: object) => listingQuerySpec(trainerListingFiltersSchema.parse(over));

  it('one term: one page of reads; more: up to 3 x the page size, the rest matched by the reader', () => {
    expect(spec({ search: 'react' })).toMatchObject({ limit: 12, match: [] });
    expect(spec({ search: 'react developer' })).toMatchObject({ limit: 36, match: ['~develop'] });
    expect(spec({ search: 'react developer' }).where).toEqual([
      { field: 'search_tokens', op: 'array-contains', value: 'react' },
    ]);
  });

  it('turns a named city into the location filter', () => {
    expect(spec({ search: 'react pune' }).where).toEqual([
      { field: 'location', op: '==', value: 'Pune' },
      { field: 'search_tokens', op: 'array-contains', value: 'react' },
    ]);
  });

  it('defaults to verified first, then rating_rank (rating, then reviews); Verified only filters', () => {
    expect(spec({}).orderBy.map((o) => o.field)).toEqual(['verified', 'rating_rank']);
    const verified = spec({ verified: true });
    expect(verified.where).toEqual([{ field: 'verified', op: '==', value: true }]);
    expect(verified.orderBy.map((o) => o.field)).toEqual(['rating_rank']);
    expect(spec({ sort: 'students' }).orderBy).toEqual([{ field: 'students', direction: 'desc' }]);
  });
});
