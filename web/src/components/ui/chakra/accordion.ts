import { Accordion } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-theme/recipes/accordion';
import { registerRecipes } from '../../../app/theme';

// Chakra's Accordion with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (app/theme.ts, docs/decisions/007).
registerRecipes({ slotRecipes: { accordion: accordionSlotRecipe } });

export { Accordion };
