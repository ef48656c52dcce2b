import { chakra } from '@chakra-ui/react';

/**
 * Chakra's Card in its default look (`outline` variant, `md` size), drawn with the same styles
 * (Chakra's card recipe, theme/recipes/card.js) on plain elements: `Root`, `Header`, `Body` and
 * `Footer`, each taking style props as Chakra's parts do. Chakra's Card brings its slot recipe
 * and the slot-recipe context (about 1.7 KB gzip) to a page's first paint; the trainer profile's
 * frame and the plan cards of /become-trainer use this instead
 * (docs/decisions/278-preload-lists-and-the-plans-route.md). Other screens keep Chakra's Card.
 */
const Root = chakra('div', {
  base: {
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: '0',
    wordWrap: 'break-word',
    borderRadius: 'l3',
    color: 'fg',
    textAlign: 'start',
    '--card-padding': 'spacing.6',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border',
  },
});

const Header = chakra('div', {
  base: {
    paddingInline: 'var(--card-padding)',
    paddingTop: 'var(--card-padding)',
    display: 'flex',
    flexDirection: 'column',
    gap: '1.5',
  },
});

const Body = chakra('div', {
  base: { padding: 'var(--card-padding)', flex: '1', display: 'flex', flexDirection: 'column' },
});

const Footer = chakra('div', {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    paddingInline: 'var(--card-padding)',
    paddingBottom: 'var(--card-padding)',
  },
});

/** Card with Chakra's default variant and size: `<LightCard.Root>`, `Header`, `Body`, `Footer`. */
export const LightCard = { Root, Header, Body, Footer };
