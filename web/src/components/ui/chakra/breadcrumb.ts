import { Breadcrumb } from '@chakra-ui/react';
import { breadcrumbSlotRecipe } from '@chakra-theme/recipes/breadcrumb';
import { registerRecipes } from '../theme';

// Chakra's Breadcrumb with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ slotRecipes: { breadcrumb: breadcrumbSlotRecipe } });

export { Breadcrumb };
