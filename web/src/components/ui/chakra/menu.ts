import { Menu } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-theme/recipes/menu';
import { registerRecipes } from '../theme';

// Chakra's Menu with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ slotRecipes: { menu: menuSlotRecipe } });

export { Menu };
