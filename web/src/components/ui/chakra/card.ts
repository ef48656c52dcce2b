import { Card } from '@chakra-ui/react';
import { cardSlotRecipe } from '@chakra-theme/recipes/card';
import { registerRecipes } from '../theme';

// Chakra's Card with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ slotRecipes: { card: cardSlotRecipe } });

export { Card };
