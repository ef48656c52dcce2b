import { Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { CERTIFICATE_TEXT, formatIstDate } from '@skillsetu/domain';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/chakra/card';
import type { LoadStatus } from '../../../lib/firebase/load-status';
import { useCertificate } from '../api/use-certificate';

/** One certificate of the portfolio: the course (link to its verification page), the date, revoked when so. */
function CertificateRow({ id }: { id: string }) {
  const state = useCertificate(id);
  if (state.status !== 'success') return null;
  const c = state.certificate;
  return (
    <Stack as="li" gap="0" listStyleType="none" data-testid="my-certificate">
      <ChakraLink asChild colorPalette="blue" fontWeight="semibold">
        <Link to={`/certificates/${id}`}>{c.course_title}</Link>
      </ChakraLink>
      <Text fontSize="sm" color="fg.muted">
        {c.trainer_name} · completed {formatIstDate(c.completed_at)}
        {c.status === 'revoked' ? ` · ${CERTIFICATE_TEXT.revoked}` : ''}
      </Text>
    </Stack>
  );
}

/**
 * /profile's Certificates card (the learner's portfolio, ADR 206): one row per certificate id of
 * their enrolments, which the app reads (learning's useMyEnrollments) and passes with its status:
 * certificates never imports learning (docs/decisions/244-one-read-hook-and-feature-doors.md).
 */
export function MyCertificatesCard({ status, certificateIds: ids }: { status: LoadStatus; certificateIds: string[] }) {
  return (
    <Card.Root data-testid="my-certificates-card">
      <Card.Header>
        <Heading as="h2" size="lg">
          {CERTIFICATE_TEXT.portfolio}
        </Heading>
      </Card.Header>
      <Card.Body>
        {status === 'success' && ids.length === 0 ? (
          <Text color="fg.muted">{CERTIFICATE_TEXT.noCertificates}</Text>
        ) : (
          <Stack as="ul" gap="3">
            {ids.map((id) => (
              <CertificateRow key={id} id={id} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
