import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { ChatButton } from './chat-button';
import { CtaSection } from './cta-section';
import { FeaturedTrainersSection } from './featured-trainers-section';
import { HeroSection } from './hero-section';
import { HowItWorksSteps } from './how-it-works-steps';
import { PromoPopupHost } from './promo-popup-host';
import { StatsStrip } from './stats-strip';
import { TestimonialsSection } from './testimonials-section';

/**
 * A section below the first screen: the browser skips its style and layout work until it nears the
 * viewport (CSS content-visibility), and `estimate` (px) holds its place until it has been rendered
 * once. Home's sections are most of its DOM, and every full-page restyle (the app taking over, the
 * promo dialog) otherwise pays for all of them.
 */
function BelowTheFold({ estimate, children }: { estimate: number; children: ReactNode }) {
  return (
    <Box contentVisibility="auto" containIntrinsicSize={`auto ${estimate}px`}>
      {children}
    </Box>
  );
}

/** The home page (spec §1, §2 Home page). */
export function HomePage() {
  useDocumentTitle(
    '',
    'SkillSetu connects learners across India with verified skill trainers. Find a trainer, book a course and pay securely.',
  );
  return (
    <>
      <HeroSection />
      <BelowTheFold estimate={700}>
        <HowItWorksSteps />
      </BelowTheFold>
      <BelowTheFold estimate={1400}>
        <FeaturedTrainersSection />
      </BelowTheFold>
      <BelowTheFold estimate={1800}>
        <TestimonialsSection />
      </BelowTheFold>
      <BelowTheFold estimate={500}>
        <StatsStrip />
      </BelowTheFold>
      <BelowTheFold estimate={500}>
        <CtaSection />
      </BelowTheFold>
      <ChatButton />
      <PromoPopupHost />
    </>
  );
}
