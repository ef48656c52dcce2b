import { Alert } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-theme/recipes/alert';
import { registerRecipes } from '../../../app/theme';

// Chakra's Alert with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (app/theme.ts, docs/decisions/007).
registerRecipes({ slotRecipes: { alert: alertSlotRecipe } });

export { Alert };
