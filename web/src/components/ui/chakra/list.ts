import { List } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-theme/recipes/list';
import { registerRecipes } from '../theme';

// Chakra's List with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ slotRecipes: { list: listSlotRecipe } });

export { List };
