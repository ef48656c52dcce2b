import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../theme';

// The boot system carries only the shell's recipes; every other recipe joins when its
// components/ui/chakra module is imported (components/ui/theme.ts registerRecipes, docs/decisions/007-per-component-chakra-recipes.md).

const SLOT_RECIPES = [
  'accordion',
  'alert',
  'avatar',
  'breadcrumb',
  'card',
  'dataList',
  'dialog',
  'drawer',
  'emptyState',
  'field',
  'list',
  'menu',
  'nativeSelect',
  'stat',
  'tabs',
  'toast',
];
const RECIPES = ['input', 'textarea', 'skeleton', 'separator', 'icon'];

describe('Chakra recipes registered on import', () => {
  it('the boot system has the shell recipes only', () => {
    for (const key of ['button', 'heading', 'link', 'badge', 'spinner', 'container'])
      expect(getSystem().isRecipe(key)).toBe(true);
    // nothing below has been imported by this test file yet
    expect(getSystem().isSlotRecipe('tabs')).toBe(false);
    expect(getSystem().isRecipe('input')).toBe(false);
  });

  it('every components/ui/chakra module registers its recipe when imported', async () => {
    await Promise.all(Object.values(import.meta.glob('./*.ts')).map((load) => load()));
    for (const key of SLOT_RECIPES) expect(getSystem().isSlotRecipe(key), key).toBe(true);
    for (const key of RECIPES) expect(getSystem().isRecipe(key), key).toBe(true);
  });

  it('a component from a chakra module renders with its recipe classes', async () => {
    const { Card } = await import('./card');
    render(
      <ChakraProvider value={getSystem()}>
        <Card.Root data-testid="card">
          <Card.Body>Body</Card.Body>
        </Card.Root>
      </ChakraProvider>,
    );
    expect(screen.getByTestId('card').className).toContain('chakra-card__root');
    expect(screen.getByText('Body').className).toContain('chakra-card__body');
  });
});
