import { Box } from '@chakra-ui/react';
import { TrainerResultsHeader } from './trainer-results-header';
import { TrainerSummaryCard, type TrainerSummary } from './trainer-summary-card';

/** Every element a result card can have: verified, rated, skills, a priced course, initials. */
const SAMPLE: TrainerSummary = {
  id: 0,
  name: 'Sample Trainer',
  expertise: 'Web Development',
  location: 'Pune',
  verified: true,
  rating: 4.8,
  reviews: 12,
  students: 40,
  experience: '5 years',
  skills: ['React', 'TypeScript', 'Node.js'],
  courses: [{ id: 'sample', title: 'Sample course', price: 4999, duration: '4 weeks', is_default: false }],
  image: '',
};

/**
 * Rendered only at build time (isPrerendering), hidden, inside Find Trainers: the results header and
 * a result card, so that the prerendered HTML carries their CSS (scripts/prerender.mjs keeps the
 * styles of `data-prerender-style-only` elements and drops the elements). Emotion then finds the
 * card's rules already in the page when the live results arrive, instead of generating and inserting
 * them in the commit that shows the cards, which restyled the whole page (docs/performance.md, Total Blocking Time).
 */
export default function ResultStylesForPrerender() {
  return (
    <Box hidden data-prerender-style-only="">
      <TrainerResultsHeader total={12} shown={12} loading={false} live />
      <TrainerSummaryCard trainer={SAMPLE} />
    </Box>
  );
}
