import { Button, Heading, HStack, Text } from '@chakra-ui/react';
import { LightAccordion } from '../../../components/ui/light-accordion';
import { Link } from 'react-router-dom';
import { HELP } from '../content/help';
import { InfoPageLayout } from './info-page-layout';

/** Help Center: the five FAQ entries in a single-open accordion (docs/product.md#public-pages). */
export function HelpPage() {
  return (
    <InfoPageLayout title={HELP.title} metaDescription={HELP.metaDescription} intro={HELP.intro}>
      <Heading as="h2" size="xl" mb="4">
        Frequently Asked Questions
      </Heading>
      <LightAccordion
        bodyColor="fg.muted"
        items={HELP.faqs.map((f) => ({
          id: f.id,
          title: (
            <Text flex="1" fontWeight="medium" textAlign="start">
              {f.question}
            </Text>
          ),
          body: f.answer,
        }))}
      />
      <HStack mt="10" gap="3" wrap="wrap">
        <Text>Still need help?</Text>
        <Button asChild colorPalette="blue" size="sm">
          <Link to="/contact">Contact Support</Link>
        </Button>
      </HStack>
    </InfoPageLayout>
  );
}
