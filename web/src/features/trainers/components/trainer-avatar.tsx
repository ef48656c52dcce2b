import { type AvatarRootProps } from '@chakra-ui/react';
import { initials } from '@skillsetu/domain';
import { TapToLoadAvatar } from '../../../components/ui/tap-to-load-avatar';

/**
 * A trainer's photo, or their initials when there is none (or it fails to load). In low-data mode
 * the photo waits for a tap on the initials (TapToLoadAvatar, docs/decisions/182-low-data-mode.md).
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
  return <TapToLoadAvatar name={name} image={image} alt={`Photo of ${name}`} size={size} initials={initials(name)} />;
}
