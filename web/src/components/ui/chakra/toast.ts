import { Toast, Toaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-theme/recipes/toast';
import { registerRecipes } from '../../../app/theme';

// Chakra's Toast, Toaster with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (app/theme.ts, docs/decisions/007).
registerRecipes({ slotRecipes: { toast: toastSlotRecipe } });

export { Toast, Toaster };
