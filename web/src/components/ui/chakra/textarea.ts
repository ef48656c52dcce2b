import { Textarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import { registerRecipes } from '../../../app/theme';

// Chakra's Textarea with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (app/theme.ts, docs/decisions/007).
registerRecipes({ recipes: { textarea: textareaRecipe } });

export { Textarea };
