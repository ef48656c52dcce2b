import { Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { registerRecipes } from '../../../app/theme';

// Chakra's Table with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (app/theme.ts, docs/decisions/007).
registerRecipes({ slotRecipes: { table: tableSlotRecipe } });

export { Table };
