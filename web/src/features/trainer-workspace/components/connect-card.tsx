import { Badge, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../../components/ui/chakra/card';
import { LISTING_MESSAGES } from '@skillsetu/domain';
import { lazy, Suspense, useState } from 'react';
import { LuHeart, LuMessageSquare, LuShare2, LuUserPlus } from 'react-icons/lu';
import { Link, useNavigate } from 'react-router-dom';
import { notify } from '../../../components/ui/notify';
import { composeUrl } from '../../messaging';
import { loadConnectContact } from '../../messaging';
import { loadResponseTimeText } from '../../messaging';
import { WORKSPACE_TEXT } from '../messages';

// The messaging parts (Firestore listeners) load after the card has painted; until then, or if
// their chunk cannot load, Request Contact leads to the composer (which offers it too) and the
// response time shows the spec's 'Usually within 24hrs'.
const ConnectContact = lazy(() =>
  loadConnectContact()
    .then((m) => ({ default: m.ConnectContact }))
    .catch((err: unknown) => {
      console.error('Contact sharing failed to load', err);
      return { default: RequestContactFallback };
    }),
);
const ResponseTimeText = lazy(() =>
  loadResponseTimeText()
    .then((m) => ({ default: m.ResponseTimeText }))
    .catch((err: unknown) => {
      console.error('Response time failed to load', err);
      return { default: ResponseTimeFallback };
    }),
);

function RequestContactFallback({ trainerId, name }: { trainerId: string; name: string }) {
  const navigate = useNavigate();
  return (
    <Button variant="outline" onClick={() => navigate(composeUrl(trainerId, name))}>
      <LuUserPlus /> Request Contact
    </Button>
  );
}

function ResponseTimeFallback() {
  return <Text>{LISTING_MESSAGES.responseTime}</Text>;
}

const FAVOURITES_KEY = 'skillsetu-favourite-trainers';

function readFavourites(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The Connect card of the detailed profile (docs/product.md#trainer-profiles-and-verification). Owner: Edit Profile and a privacy note.
 * Visitors: Send Message (the composer at /messages), Request Contact (details shared only after
 * trainer approval: request, pending, shared, declined), the real response time (trainer_stats),
 * a favourite toggle kept only in this browser and a share button. Rendered inside WithFirebase.
 */
export function ConnectCard({
  uid,
  name,
  isOwner,
  verified,
}: {
  uid: string;
  name: string;
  isOwner: boolean;
  verified: boolean;
}) {
  const [favourite, setFavourite] = useState(() => readFavourites().includes(uid));
  const toggleFavourite = () => {
    const next = favourite ? readFavourites().filter((x) => x !== uid) : [...readFavourites(), uid];
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next));
    setFavourite(!favourite);
  };
  const share = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) await navigator.share({ title: `${name} on SkillSetu`, url });
      else {
        await navigator.clipboard.writeText(url);
        notify({ title: 'Link Copied', description: 'The profile link is on your clipboard.' }, 'success');
      }
    } catch (e) {
      console.error('Share failed', e);
    }
  };
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          Connect
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {isOwner ? (
            <>
              <Button asChild colorPalette="blue">
                <Link to="/trainer-dashboard?tab=profile">Edit Profile</Link>
              </Button>
              <Text fontSize="sm" color="fg.muted">
                {WORKSPACE_TEXT.privacyNote}
              </Text>
            </>
          ) : (
            <>
              <Button asChild colorPalette="blue">
                <Link to={composeUrl(uid, name)}>
                  <LuMessageSquare /> Send Message
                </Link>
              </Button>
              <Suspense fallback={<RequestContactFallback trainerId={uid} name={name} />}>
                <ConnectContact trainerId={uid} name={name} />
              </Suspense>
              <Text fontSize="sm" color="fg.muted">
                {WORKSPACE_TEXT.contactNote}
              </Text>
              <HStack>
                <Button variant="ghost" size="sm" aria-pressed={favourite} onClick={toggleFavourite}>
                  <LuHeart fill={favourite ? 'currentColor' : 'none'} />{' '}
                  {favourite ? 'Saved to favourites' : 'Add to favourites'}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => void share()}>
                  <LuShare2 /> Share
                </Button>
              </HStack>
            </>
          )}
          <HStack justify="space-between" fontSize="sm">
            <Text color="fg.muted">Response time</Text>
            <Suspense fallback={<ResponseTimeFallback />}>
              <ResponseTimeText trainerId={uid} />
            </Suspense>
          </HStack>
          <HStack justify="space-between" fontSize="sm">
            <Text color="fg.muted">Verification</Text>
            <Badge colorPalette={verified ? 'green' : 'orange'}>
              {verified ? LISTING_MESSAGES.verified : LISTING_MESSAGES.pending}
            </Badge>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
