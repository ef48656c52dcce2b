import { chakra, useRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-theme/recipes/textarea';
import { useLightFieldControl } from './light-field';

/**
 * Chakra's Textarea (recipe `textarea`, size md, variant outline) as a plain textarea; inside a
 * LightField.Root it takes the field's id, `required` and `aria-invalid`
 * (docs/decisions/251-light-fields-on-public-pages.md). Its own module, so a page with fields but
 * no textarea (Find Trainers) does not carry the textarea recipe.
 */
export function LightTextarea({ css, ...rest }: HTMLChakraProps<'textarea'>) {
  const styles = useRecipe({ recipe: textareaRecipe })({});
  return <chakra.textarea className="chakra-textarea" {...useLightFieldControl()} {...rest} css={[styles, css]} />;
}
