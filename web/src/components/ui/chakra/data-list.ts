import { DataList } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-theme/recipes/data-list';
import { registerRecipes } from '../theme';

// Chakra's DataList with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ slotRecipes: { dataList: dataListSlotRecipe } });

export { DataList };
