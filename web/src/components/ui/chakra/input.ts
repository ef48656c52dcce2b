import { Input } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { registerRecipes } from '../theme';

// Chakra's Input with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ recipes: { input: inputRecipe } });

export { Input };
