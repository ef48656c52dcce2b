import { Field } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { registerRecipes } from '../theme';
// Field's error icon is a Chakra Icon, which needs the icon recipe
import './icon';

// Chakra's Field with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ slotRecipes: { field: fieldSlotRecipe } });

export { Field };
