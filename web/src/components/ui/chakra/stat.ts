import { Stat } from '@chakra-ui/react';
import { statSlotRecipe } from '@chakra-theme/recipes/stat';
import { registerRecipes } from '../theme';

// Chakra's Stat with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ slotRecipes: { stat: statSlotRecipe } });

export { Stat };
