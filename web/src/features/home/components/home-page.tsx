import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { ChatButton } from './chat-button';
import { CtaSection } from './cta-section';
import { FeaturedTrainersSection } from './featured-trainers-section';
import { HeroSection } from './hero-section';
import { HowItWorksSteps } from './how-it-works-steps';
import { PromoPopupHost } from './promo-popup-host';
import { StatsStrip } from './stats-strip';
import { TestimonialsSection } from './testimonials-section';

/** The home page (docs/product.md#public-pages). */
export function HomePage() {
  useDocumentTitle(
    '',
    'SkillSetu connects learners across India with verified skill trainers. Find a trainer, book a course and pay securely.',
  );
  return (
    <>
      <HeroSection />
      <HowItWorksSteps />
      <FeaturedTrainersSection />
      <TestimonialsSection />
      <StatsStrip />
      <CtaSection />
      <ChatButton />
      <PromoPopupHost />
    </>
  );
}
