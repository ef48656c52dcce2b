import type { InfoPageContent } from '../content/types';
import { InfoPageLayout } from './info-page-layout';
import { InfoSections } from './info-sections';

/** A plain information page from its content (terms, privacy, refunds, safety). */
export function StaticInfoPage({ content }: { content: InfoPageContent }) {
  return (
    <InfoPageLayout title={content.title} metaDescription={content.metaDescription} intro={content.intro}>
      <InfoSections sections={content.sections} />
    </InfoPageLayout>
  );
}
