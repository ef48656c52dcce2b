import { chakra, type AvatarRootProps } from '@chakra-ui/react';
import { Avatar } from '../../../components/ui/chakra/avatar';
import { initials } from '@skillsetu/domain';
import { useState } from 'react';
import { useLowData } from '../../../lib/low-data';

/**
 * A trainer's photo, or their initials when there is none (or it fails to load). In low-data mode
 * (useLowData: Save-Data or a 2g/3g connection) the photo waits for a tap on the initials
 * (docs/decisions/182-low-data-mode.md).
 */
export function TrainerAvatar({
  name,
  image,
  size = 'lg',
}: {
  name: string;
  image: string | null;
  size?: AvatarRootProps['size'];
}) {
  const lowData = useLowData();
  const [tapped, setTapped] = useState(false);
  const waiting = image !== null && lowData && !tapped;
  const avatar = (
    <Avatar.Root size={size} colorPalette="blue">
      <Avatar.Fallback aria-hidden>{initials(name)}</Avatar.Fallback>
      {image && !waiting && <Avatar.Image src={image} alt={`Photo of ${name}`} />}
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
