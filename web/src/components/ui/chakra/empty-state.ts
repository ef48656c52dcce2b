import { EmptyState } from '@chakra-ui/react';
import { emptyStateSlotRecipe } from '@chakra-theme/recipes/empty-state';
import { registerRecipes } from '../theme';

// Chakra's EmptyState with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ slotRecipes: { emptyState: emptyStateSlotRecipe } });

export { EmptyState };
