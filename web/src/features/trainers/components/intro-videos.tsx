import { AspectRatio, Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { videoEmbedOf, type VideoEmbed } from '@skillsetu/domain';
import { useState } from 'react';
import { LuPlay } from 'react-icons/lu';

/**
 * One intro video: a poster button until the visitor clicks it, then the provider's player
 * (youtube-nocookie.com or player.vimeo.com, autoplay). No third-party frame, script or image loads
 * before the click (ADR 179; the public trainer page is performance-budgeted).
 */
function IntroVideo({ embed, index }: { embed: VideoEmbed; index: number }) {
  const [playing, setPlaying] = useState(false);
  const title = `Intro video ${index + 1} (${embed.provider})`;
  return (
    <AspectRatio ratio={16 / 9} borderRadius="md" overflow="hidden" bg="gray.900">
      {playing ? (
        <iframe
          src={embed.embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0 }}
          data-testid="intro-video-frame"
        />
      ) : (
        <Button
          variant="plain"
          color="white"
          height="full"
          width="full"
          flexDirection="column"
          gap="2"
          onClick={() => setPlaying(true)}
          aria-label={`Play ${title}`}
          data-testid="intro-video-poster"
        >
          <Box as="span" fontSize="4xl" aria-hidden>
            <LuPlay />
          </Box>
          <Text as="span">Play intro video {index + 1}</Text>
          <Text as="span" fontSize="xs" color="gray.300">
            Loads from {embed.provider} when you click
          </Text>
        </Button>
      )}
    </AspectRatio>
  );
}

/** The trainer's intro videos (up to two links; anything but YouTube or Vimeo is left out). */
export function IntroVideos({ links }: { links: readonly (string | null | undefined)[] }) {
  const embeds = links.map(videoEmbedOf).filter((e): e is VideoEmbed => e !== null);
  if (embeds.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: embeds.length }} gap="4" data-testid="intro-videos">
      {embeds.map((embed, i) => (
        <IntroVideo key={embed.embedUrl} embed={embed} index={i} />
      ))}
    </SimpleGrid>
  );
}
