import { Alert } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-theme/recipes/alert';
import { registerRecipes } from '../theme';

// Chakra's Alert with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ slotRecipes: { alert: alertSlotRecipe } });

export { Alert };
