import { chakra, useSlotRecipe, type HTMLChakraProps, type SystemStyleObject } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { createContext, useContext } from 'react';
import { useLightFieldControl } from './light-field';

type SelectPart = 'root' | 'field' | 'indicator';
const StylesContext = createContext<Record<SelectPart, SystemStyleObject> | null>(null);

function Root({ css, ...rest }: HTMLChakraProps<'div'>) {
  const styles = useSlotRecipe({ recipe: nativeSelectSlotRecipe })({}) as Record<SelectPart, SystemStyleObject>;
  return (
    <StylesContext.Provider value={styles}>
      <chakra.div
        data-scope="native-select"
        data-part="root"
        className="chakra-native-select__root"
        {...rest}
        css={[styles.root, css]}
      />
    </StylesContext.Provider>
  );
}

function Field({ css, ...rest }: HTMLChakraProps<'select'>) {
  const styles = useContext(StylesContext);
  return (
    <chakra.select
      className="chakra-native-select__field"
      {...useLightFieldControl()}
      {...rest}
      css={[styles?.field, css]}
    />
  );
}

/** The chevron at the select's end (decorative). */
function Indicator() {
  const styles = useContext(StylesContext);
  return (
    <chakra.div aria-hidden="true" className="chakra-native-select__indicator" css={styles?.indicator}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" width="1em" height="1em">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </chakra.div>
  );
}

/**
 * Chakra's NativeSelect (Root, Field, Indicator; size md, variant outline) drawn with its recipe on
 * a plain select, without Ark's field runtime, for the public pages' filters
 * (docs/decisions/251-light-fields-on-public-pages.md). Inside a LightField.Root the select takes
 * the field's id (its label names it), `required` and `aria-invalid`; elsewhere give it an
 * `aria-label`.
 */
export const LightNativeSelect = { Root, Field, Indicator };
