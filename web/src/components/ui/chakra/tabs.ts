import { Tabs } from '@chakra-ui/react';
import { registerRecipes } from '../theme';
import { phoneTabsRecipe } from './tabs-recipe';

// Chakra's Tabs with the phone tabs recipe (./tabs-recipe.ts): the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ slotRecipes: { tabs: phoneTabsRecipe } });

export { Tabs };
