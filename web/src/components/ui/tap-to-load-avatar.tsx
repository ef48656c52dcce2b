import { chakra, useSlotRecipe, type AvatarRootProps, type SystemStyleObject } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-theme/recipes/avatar';
import { useState } from 'react';
import { useLowData } from '../../lib/low-data';

type Styles = Record<'root' | 'image' | 'fallback', SystemStyleObject>;

/**
 * A person's photo in an avatar, or `initials` when there is none, until it has loaded, or when it
 * fails. Drawn with Chakra's avatar recipe on plain elements (no zag image-status machine and its
 * prop normalisation, ~9 KB gzip on the trainer profile, Find Trainers and category pages;
 * docs/decisions/250-light-avatar-on-public-pages.md). In low-data mode (useLowData: Save-Data or
 * a 2g/3g connection) the photo waits for a tap: the initials are a button 'Show photo of {name}'
 * until then (docs/decisions/182-low-data-mode.md).
 */
export function TapToLoadAvatar({
  name,
  image,
  alt,
  initials,
  size = 'lg',
}: {
  name: string;
  image: string | null;
  /** The photo's alt text ('' when the name is written beside it). */
  alt: string;
  /** Shown (hidden from screen readers) while there is no loaded photo. */
  initials: string;
  size?: AvatarRootProps['size'];
}) {
  const styles = useSlotRecipe({ recipe: avatarSlotRecipe })({ size }) as Styles;
  const lowData = useLowData();
  const [tapped, setTapped] = useState(false);
  const [status, setStatus] = useState<{ src: string | null; state: 'loading' | 'loaded' | 'error' }>({
    src: image,
    state: 'loading',
  });
  // a new photo starts loading again (the card of another trainer reuses this component)
  if (status.src !== image) setStatus({ src: image, state: 'loading' });
  const waiting = image !== null && lowData && !tapped;
  const loaded = image !== null && !waiting && status.state === 'loaded';
  const avatar = (
    <chakra.span
      css={styles.root}
      colorPalette="blue"
      data-scope="avatar"
      data-part="root"
      className="chakra-avatar__root"
    >
      {!loaded && (
        <chakra.span css={styles.fallback} aria-hidden="true" data-scope="avatar" data-part="fallback">
          {initials}
        </chakra.span>
      )}
      {image && !waiting && status.state !== 'error' && (
        <chakra.img
          css={styles.image}
          src={image}
          alt={alt}
          hidden={!loaded}
          data-scope="avatar"
          data-part="image"
          onLoad={() => setStatus({ src: image, state: 'loaded' })}
          onError={() => setStatus({ src: image, state: 'error' })}
        />
      )}
    </chakra.span>
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
