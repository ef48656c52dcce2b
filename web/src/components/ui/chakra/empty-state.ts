import { EmptyState } from '@chakra-ui/react';
import { emptyStateSlotRecipe } from '@chakra-theme/recipes/empty-state';
import { registerRecipes } from '../../../app/theme';

// Chakra's EmptyState with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (app/theme.ts, docs/decisions/007).
registerRecipes({ slotRecipes: { emptyState: emptyStateSlotRecipe } });

export { EmptyState };
