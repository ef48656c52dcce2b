import { Drawer } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-theme/recipes/drawer';
import { registerRecipes } from '../theme';

// Chakra's Drawer with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ slotRecipes: { drawer: drawerSlotRecipe } });

export { Drawer };
