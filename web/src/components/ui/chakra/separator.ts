import { Separator } from '@chakra-ui/react';
import { separatorRecipe } from '@chakra-theme/recipes/separator';
import { registerRecipes } from '../theme';

// Chakra's Separator with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ recipes: { separator: separatorRecipe } });

export { Separator };
