import { Toast, Toaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-theme/recipes/toast';
import { registerRecipes } from '../theme';

// Chakra's Toast, Toaster with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ slotRecipes: { toast: toastSlotRecipe } });

export { Toast, Toaster };
