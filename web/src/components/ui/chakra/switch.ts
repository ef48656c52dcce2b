import { Switch } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-theme/recipes/switch';
import { registerRecipes } from '../theme';

// Chakra's Switch with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007).
registerRecipes({ slotRecipes: { switch: switchSlotRecipe } });

export { Switch };
