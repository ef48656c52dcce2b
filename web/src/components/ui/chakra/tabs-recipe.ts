import type { SlotRecipeConfig } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-theme/recipes/tabs';

/**
 * Chakra's tabs recipe, made for a 360 px phone (docs/decisions/181-tabs-on-a-phone.md): the list
 * scrolls sideways instead of squeezing its labels into each other, a label never wraps or shrinks,
 * and every tab is at least 44 px tall (a touch target). The line variant draws its rule with an
 * inset shadow: a scrolling list clips its own border, and with it the selected tab's indicator.
 * Chakra's Tabs use it through ./tabs.ts; the public pages' LightTabs (components/ui/light-tabs.tsx) directly.
 */
export const phoneTabsRecipe: SlotRecipeConfig = {
  ...tabsSlotRecipe,
  base: {
    ...tabsSlotRecipe.base,
    list: {
      ...tabsSlotRecipe.base?.list,
      maxW: 'full',
      overflowX: 'auto',
      overflowY: 'hidden',
      scrollbarWidth: 'thin',
      flexWrap: 'nowrap',
    },
    trigger: { ...tabsSlotRecipe.base?.trigger, flexShrink: 0, whiteSpace: 'nowrap', minH: '11' },
  },
  variants: {
    ...tabsSlotRecipe.variants,
    variant: {
      ...tabsSlotRecipe.variants?.variant,
      line: {
        list: {
          display: 'flex',
          _horizontal: { boxShadow: 'inset 0 -1px 0 {colors.border}' },
          _vertical: { borderEndWidth: '1px', borderColor: 'border' },
        },
        trigger: {
          ...tabsSlotRecipe.variants?.variant?.line?.trigger,
          _selected: {
            color: 'fg',
            _horizontal: {
              layerStyle: 'indicator.bottom',
              '--indicator-offset-y': '0px',
              '--indicator-color': 'colors.colorPalette.solid',
            },
            _vertical: { layerStyle: 'indicator.end', '--indicator-offset-x': '-1px' },
          },
        },
      },
    },
  },
};
