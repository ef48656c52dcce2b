import { Dialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog';
import { registerRecipes } from '../../../app/theme';

// Chakra's Dialog with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (app/theme.ts, docs/decisions/007).
registerRecipes({ slotRecipes: { dialog: dialogSlotRecipe } });

export { Dialog };
