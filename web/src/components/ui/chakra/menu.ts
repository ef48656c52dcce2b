import { Menu } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-theme/recipes/menu';
import { registerRecipes } from '../../../app/theme';

// Chakra's Menu with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (app/theme.ts, docs/decisions/007).
registerRecipes({ slotRecipes: { menu: menuSlotRecipe } });

export { Menu };
