import { Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-theme/recipes/tabs';
import { registerRecipes } from '../theme';

// Chakra's Tabs with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ slotRecipes: { tabs: tabsSlotRecipe } });

export { Tabs };
