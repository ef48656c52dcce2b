import { Checkbox } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { registerRecipes } from '../../../app/theme';

// Chakra's Checkbox with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (app/theme.ts, issue 6 budget).
registerRecipes({ slotRecipes: { checkbox: checkboxSlotRecipe } });

export { Checkbox };
