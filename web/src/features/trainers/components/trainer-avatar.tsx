import { type AvatarRootProps } from '@chakra-ui/react';
import { Avatar } from '../../../components/ui/chakra/avatar';
import { initials } from '@skillsetu/domain';

/** A trainer's photo, or their initials when there is none (or it fails to load). */
export function TrainerAvatar({
  name,
  image,
  size = 'lg',
}: {
  name: string;
  image: string | null;
  size?: AvatarRootProps['size'];
}) {
  return (
    <Avatar.Root size={size} colorPalette="blue">
      <Avatar.Fallback aria-hidden>{initials(name)}</Avatar.Fallback>
      {image && <Avatar.Image src={image} alt={`Photo of ${name}`} />}
    </Avatar.Root>
  );
}
