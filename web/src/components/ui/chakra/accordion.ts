import { Accordion } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-theme/recipes/accordion';
import { registerRecipes } from '../theme';

// Chakra's Accordion with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ slotRecipes: { accordion: accordionSlotRecipe } });

export { Accordion };
