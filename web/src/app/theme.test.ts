import { describe, expect, it } from 'vitest';
// imported before the system exists: its recipe goes into the config the system is created from
import { Card } from '../components/ui/chakra/card';
import { getSystem } from './theme';

describe('getSystem', () => {
  it('creates the system once, with the recipes registered before it existed', () => {
    expect(Card.Root).toBeDefined();
    const system = getSystem();
    expect(getSystem()).toBe(system);
    expect(system.isSlotRecipe('card')).toBe(true);
    expect(system.isRecipe('button')).toBe(true);
  });
});
