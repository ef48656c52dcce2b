import { Input } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { registerRecipes } from '../../../app/theme';

// Chakra's Input with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (app/theme.ts, docs/decisions/007).
registerRecipes({ recipes: { input: inputRecipe } });

export { Input };
