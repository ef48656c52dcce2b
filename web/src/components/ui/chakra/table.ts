import { Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { registerRecipes } from '../theme';

// Chakra's Table with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ slotRecipes: { table: tableSlotRecipe } });

export { Table };
