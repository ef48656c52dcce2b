import { Badge, Button, Container, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import {
  CERTIFICATE_TEXT,
  certificateUrl,
  formatHours,
  formatIstDate,
  linkedInAddToProfileUrl,
  type Certificate,
} from '@skillsetu/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { downloadCertificatePdf } from '../api/download-certificate-pdf';
import { useCertificate } from '../api/use-certificate';
import { useSession } from '../../auth';
import { RevokeCertificateForm } from './revoke-certificate-form';

/** The certificate's facts as label/value rows (the PDF shows the same). */
function facts(c: Certificate): [string, string][] {
  return [
    ['Course', c.course_title],
    ['Trainer', c.trainer_name],
    ['Dates', `${formatIstDate(c.started_at)} to ${formatIstDate(c.completed_at)}`],
    ['Hours', formatHours(c.minutes)],
    ['Classes attended', `${c.sessions_attended} of ${c.sessions_held}`],
    ['Issued', formatIstDate(c.issued_at)],
  ];
}

/**
 * /certificates/:id, public: the verification page of one certificate (ADR 206) — learner, course,
 * trainer, IST dates, hours, valid or revoked — with Download PDF and Add to LinkedIn profile; an
 * admin also sees the revoke form (ADR 207).
 */
export function CertificatePage({ id }: { id: string }) {
  useDocumentTitle(CERTIFICATE_TEXT.title);
  const state = useCertificate(id);
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (state.status === 'loading') return <PageSpinner />;
  if (state.status !== 'success') {
    return (
      <Container maxW="2xl" py="10">
        <Text role="alert">
          {state.status === 'missing' ? CERTIFICATE_TEXT.notFound : 'Please try again in a minute.'}
        </Text>
      </Container>
    );
  }
  const c = state.certificate;
  const valid = c.status === 'valid';
  const url = certificateUrl(window.location.origin, id);
  const download = () => {
    setBusy(true);
    setFailed(false);
    downloadCertificatePdf(id)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }} data-testid="certificate">
      <Stack gap="5" borderWidth="2px" borderColor="blue.600" rounded="lg" p={{ base: '5', md: '8' }}>
        <Text color="blue.700" fontWeight="semibold">
          {CERTIFICATE_TEXT.issuer}
        </Text>
        <Heading as="h1" size="2xl">
          {CERTIFICATE_TEXT.title}
        </Heading>
        <Badge alignSelf="flex-start" colorPalette={valid ? 'green' : 'red'} size="lg" data-testid="certificate-status">
          {valid ? CERTIFICATE_TEXT.valid : CERTIFICATE_TEXT.revoked}
        </Badge>
        {!valid && (
          <Text role="status">
            {c.revoked_at ? `Revoked on ${formatIstDate(c.revoked_at)}. ` : ''}
            {c.revoked_reason ?? ''}
          </Text>
        )}
        <Text fontSize="2xl" fontWeight="bold">
          {c.learner_name}
        </Text>
        <Stack as="dl" gap="1">
          {facts(c).map(([label, value]) => (
            <HStack key={label} gap="3" align="baseline">
              <Text as="dt" minW="36" color="fg.muted">
                {label}
              </Text>
              <Text as="dd">{label === 'Course' ? <Link to={`/course/${c.course_id}`}>{value}</Link> : value}</Text>
            </HStack>
          ))}
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          Certificate ID: {id}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button onClick={download} loading={busy} colorPalette="blue">
            {CERTIFICATE_TEXT.download}
          </Button>
          {valid && (
            <Button asChild variant="outline">
              <ChakraLink
                href={linkedInAddToProfileUrl({
                  name: c.course_title,
                  issuedAt: c.issued_at,
                  certUrl: url,
                  certId: id,
                })}
                target="_blank"
                rel="noopener noreferrer"
              >
                {CERTIFICATE_TEXT.linkedIn}
              </ChakraLink>
            </Button>
          )}
        </HStack>
        {failed && <Text role="alert">The PDF could not be made. Please try again.</Text>}
        {valid && session.isAdmin && <RevokeCertificateForm certificateId={id} onRevoked={state.reload} />}
      </Stack>
    </Container>
  );
}
