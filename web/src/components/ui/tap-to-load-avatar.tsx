import { chakra, type AvatarRootProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useLowData } from '../../lib/low-data';
import { Avatar } from './chakra/avatar';

/**
 * A person's photo in an avatar, or `fallback` (their initials) when there is none. In low-data
 * mode (useLowData: Save-Data or a 2g/3g connection) the photo waits for a tap: the initials are a
 * button 'Show photo of {name}' until then (docs/decisions/182-low-data-mode.md).
 */
export function TapToLoadAvatar({
  name,
  image,
  alt,
  fallback,
  size = 'lg',
}: {
  name: string;
  image: string | null;
  /** The photo's alt text ('' when the name is written beside it). */
  alt: string;
  fallback: ReactNode;
  size?: AvatarRootProps['size'];
}) {
  const lowData = useLowData();
  const [tapped, setTapped] = useState(false);
  const waiting = image !== null && lowData && !tapped;
  const avatar = (
    <Avatar.Root size={size} colorPalette="blue">
      {fallback}
      {image && !waiting && <Avatar.Image src={image} alt={alt} />}
    </Avatar.Root>
  );
  if (!waiting) return avatar;
  return (
    <chakra.button
      type="button"
      aria-label={`Show photo of ${name}`}
      title="Low-data mode: tap to load the photo"
      onClick={() => setTapped(true)}
      borderRadius="full"
      minW="11"
      minH="11"
      cursor="pointer"
      focusVisibleRing="outside"
    >
      {avatar}
    </chakra.button>
  );
}
