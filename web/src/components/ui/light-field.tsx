import { chakra, useRecipe, useSlotRecipe, type HTMLChakraProps, type SystemStyleObject } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field';
import { inputRecipe } from '@chakra-theme/recipes/input';
import { createContext, useContext, useId, useLayoutEffect, useState, type ReactNode } from 'react';

type FieldPart = 'root' | 'label' | 'requiredIndicator' | 'errorText';

interface FieldState {
  id: string;
  errorId: string;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  /** Whether an ErrorText is on screen (the control is described by it only then). */
  hasError: boolean;
  setHasError: (shown: boolean) => void;
  styles: Record<FieldPart, SystemStyleObject>;
}

const FieldContext = createContext<FieldState | null>(null);
const flag = (on: boolean) => (on ? '' : undefined);

export interface LightFieldRootProps extends HTMLChakraProps<'div'> {
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
}

function Root({ invalid = false, required = false, disabled = false, css, ...rest }: LightFieldRootProps) {
  const styles = useSlotRecipe({ recipe: fieldSlotRecipe })({}) as Record<FieldPart, SystemStyleObject>;
  const id = useId();
  const [hasError, setHasError] = useState(false);
  const state = { id, errorId: `${id}-error`, invalid, required, disabled, hasError, setHasError, styles };
  return (
    <FieldContext.Provider value={state}>
      <chakra.div
        role="group"
        data-scope="field"
        data-part="root"
        data-invalid={flag(invalid)}
        data-disabled={flag(disabled)}
        className="chakra-field__root"
        {...rest}
        css={[styles.root, css]}
      />
    </FieldContext.Provider>
  );
}

function Label({ css, ...rest }: HTMLChakraProps<'label'>) {
  const field = useContext(FieldContext);
  return (
    <chakra.label
      htmlFor={field?.id}
      data-scope="field"
      data-part="label"
      data-invalid={flag(field?.invalid ?? false)}
      data-required={flag(field?.required ?? false)}
      className="chakra-field__label"
      {...rest}
      css={[field?.styles.label, css]}
    />
  );
}

/** The '*' after a required field's label, hidden from screen readers (the control is `required`). */
function RequiredIndicator({ children = '*' }: { children?: ReactNode }) {
  const field = useContext(FieldContext);
  if (!field?.required) return null;
  return (
    <chakra.span aria-hidden="true" css={field.styles.requiredIndicator} className="chakra-field__requiredIndicator">
      {children}
    </chakra.span>
  );
}

/** The field's error, shown only while the field is invalid; its control is described by it. */
function ErrorText({ css, ...rest }: HTMLChakraProps<'div'>) {
  const field = useContext(FieldContext);
  const setHasError = field?.setHasError;
  const shown = field?.invalid ?? false;
  useLayoutEffect(() => {
    if (!setHasError || !shown) return undefined;
    setHasError(true);
    return () => setHasError(false);
  }, [setHasError, shown]);
  if (!field || !shown) return null;
  return (
    <chakra.div
      id={field.errorId}
      aria-live="polite"
      data-scope="field"
      data-part="error-text"
      className="chakra-field__errorText"
      {...rest}
      css={[field.styles.errorText, css]}
    />
  );
}

/** The props a control inside a LightField.Root takes from it: id, required, invalid, described-by. */
export function useLightFieldControl(): Record<string, string | boolean | undefined> {
  const field = useContext(FieldContext);
  if (!field) return {};
  return {
    id: field.id,
    required: field.required || undefined,
    disabled: field.disabled || undefined,
    'aria-invalid': field.invalid || undefined,
    'aria-describedby': field.hasError ? field.errorId : undefined,
    'data-invalid': flag(field.invalid),
  };
}

/**
 * Chakra's Field as the public pages' forms and filters use it (Root with `invalid`, `required`,
 * `disabled`; Label; RequiredIndicator; ErrorText), drawn with Chakra's field recipe on plain
 * elements: no Ark field runtime on a public page's first paint
 * (docs/decisions/251-light-fields-on-public-pages.md). The label names the control by `htmlFor`;
 * a control (LightInput, LightTextarea in light-textarea.tsx, LightNativeSelect.Field) gets the field's id, `required`,
 * `aria-invalid` and, while an ErrorText shows, `aria-describedby`. Signed-in screens keep
 * Chakra's Field.
 */
export const LightField = { Root, Label, RequiredIndicator, ErrorText };

/** Chakra's Input (recipe `input`, size md, variant outline) as a plain input; inside a LightField it takes the field's props. */
export function LightInput({ css, ...rest }: HTMLChakraProps<'input'>) {
  const styles = useRecipe({ recipe: inputRecipe })({});
  return <chakra.input className="chakra-input" {...useLightFieldControl()} {...rest} css={[styles, css]} />;
}
