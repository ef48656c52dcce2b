import { chakra } from '@chakra-ui/react';

/**
 * Chakra's List with its `plain` variant, drawn with the same styles (Chakra's list recipe,
 * theme/recipes/list.js) on plain elements: `Root` (a `ul` with role list), `Item` and `Indicator`
 * (`asChild` for an icon), each taking style props as Chakra's parts do. Chakra's List brings its
 * slot recipe and the slot-recipe context (about 0.6 KB gzip) to a page's first paint; the public
 * pages' lists of features (the course sidebar, the plan cards) use this instead
 * (docs/decisions/278-preload-lists-and-the-plans-route.md). Signed-in screens keep Chakra's List.
 */
const Root = chakra(
  'ul',
  {
    base: {
      display: 'flex',
      flexDirection: 'column',
      gap: 'var(--list-gap)',
      '& :where(ul, ol)': { marginTop: 'var(--list-gap)' },
    },
  },
  { defaultProps: { role: 'list' } },
);

const Item = chakra('li', { base: { whiteSpace: 'normal', display: 'inline-flex', alignItems: 'flex-start' } });

const Indicator = chakra('span', {
  base: { marginEnd: '2', minHeight: '1lh', flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' },
});

/** List with the `plain` variant: `<LightList.Root gap="2">`, `<LightList.Item>`, `<LightList.Indicator asChild>`. */
export const LightList = { Root, Item, Indicator };
