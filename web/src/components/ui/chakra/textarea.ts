import { Textarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import { registerRecipes } from '../theme';

// Chakra's Textarea with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ recipes: { textarea: textareaRecipe } });

export { Textarea };
