import { Avatar } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-theme/recipes/avatar';
import { registerRecipes } from '../theme';

// Chakra's Avatar with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ slotRecipes: { avatar: avatarSlotRecipe } });

export { Avatar };
