import { Box, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../components/layout/footer';
import { CONTACT } from '../content/contact';
import { ContactForm } from './contact-form';
import { InfoPageLayout } from './info-page-layout';

/** Contact: the form of docs/product.md#public-pages and the business hours (docs/product.md#public-pages). */
export function ContactPage() {
  return (
    <InfoPageLayout title={CONTACT.title} metaDescription={CONTACT.metaDescription} intro={CONTACT.intro}>
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="10">
        <Box as="section" aria-labelledby="contact-form-heading">
          <Heading as="h2" id="contact-form-heading" size="xl" mb="4">
            Send us a message
          </Heading>
          <ContactForm />
        </Box>
        <Stack as="aside" gap="6" aria-label="Contact details">
          <Box>
            <Heading as="h2" size="md" mb="1">
              Business Hours
            </Heading>
            <Text color="fg.muted">{CONTACT.businessHours}</Text>
            <Text color="fg.muted">{CONTACT.liveChat}</Text>
          </Box>
          <Box>
            <Heading as="h2" size="md" mb="1">
              Email
            </Heading>
            <Link href={`mailto:${SUPPORT_EMAIL}`} color="blue.700">
              {SUPPORT_EMAIL}
            </Link>
          </Box>
          <Box>
            <Heading as="h2" size="md" mb="1">
              Phone
            </Heading>
            <Link href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} color="blue.700">
              {SUPPORT_PHONE}
            </Link>
          </Box>
        </Stack>
      </Grid>
    </InfoPageLayout>
  );
}
