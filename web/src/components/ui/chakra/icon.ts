import { Icon } from '@chakra-ui/react';
import { iconRecipe } from '@chakra-theme/recipes/icon';
import { registerRecipes } from '../theme';

// Chakra's Icon with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ recipes: { icon: iconRecipe } });

export { Icon };
