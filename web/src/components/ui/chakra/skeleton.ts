import { Skeleton, SkeletonCircle, SkeletonText } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton';
import { registerRecipes } from '../theme';

// Chakra's Skeleton, SkeletonCircle, SkeletonText with its recipe: the recipe joins the system when a (lazy) page first imports
// this module, so pages that never render it do not carry it (components/ui/theme.ts, docs/decisions/007-per-component-chakra-recipes.md).
registerRecipes({ recipes: { skeleton: skeletonRecipe } });

export { Skeleton, SkeletonCircle, SkeletonText };
