import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { Card } from './chakra/card';
import { List } from './chakra/list';
import { LightCard } from './light-card';
import { LightList } from './light-list';

afterEach(cleanup);

/**
 * The CSS declarations emotion wrote for the element with `testId`: each rule of its `css-…` classes
 * as `<selector after the class> { <declarations, sorted> }`, sorted. (jsdom applies no rule in an
 * @layer, so computed styles cannot be compared; the rules can.)
 */
function rulesOf(testId: string): string[] {
  const css = [...document.querySelectorAll('style')].map((tag) => tag.textContent).join('\n');
  const classes = [...screen.getByTestId(testId).classList].filter((c) => c.startsWith('css-'));
  return classes
    .flatMap((c) =>
      [...css.matchAll(new RegExp(`\\.${c}([^{},]*)\\{([^}]*)\\}`, 'g'))].map(
        ([, after, body]) => `${after ?? ''} { ${(body ?? '').split(';').filter(Boolean).sort().join('; ')} }`,
      ),
    )
    .sort();
}

// the light parts must draw what Chakra's recipes draw (docs/decisions/278-preload-lists-and-the-plans-route.md)
describe('LightCard and LightList match Chakra’s Card and List', { timeout: 20_000 }, () => {
  it('LightCard: root, header, body and footer have Card’s outline/md styles, and take style props', () => {
    renderApp(
      <>
        {[Card, LightCard].map((C, i) => (
          <C.Root key={i} data-testid={`root-${i}`} borderWidth="2px">
            <C.Header data-testid={`header-${i}`}>Header</C.Header>
            <C.Body data-testid={`body-${i}`}>Body</C.Body>
            <C.Footer data-testid={`footer-${i}`}>Footer</C.Footer>
          </C.Root>
        ))}
      </>,
    );
    for (const part of ['root', 'header', 'body', 'footer']) {
      expect(rulesOf(`${part}-1`).length).toBeGreaterThan(0);
      expect(rulesOf(`${part}-1`)).toEqual(rulesOf(`${part}-0`));
    }
    expect(rulesOf('root-1').join()).toContain('border-width:2px');
  });

  it('LightList: a list with the plain variant’s styles, its items and indicator', () => {
    renderApp(
      <>
        <List.Root data-testid="root-0" gap="2" variant="plain">
          <List.Item data-testid="item-0">
            <List.Indicator data-testid="indicator-0">✓</List.Indicator>One
          </List.Item>
        </List.Root>
        <LightList.Root data-testid="root-1" gap="2">
          <LightList.Item data-testid="item-1">
            <LightList.Indicator data-testid="indicator-1">✓</LightList.Indicator>One
          </LightList.Item>
        </LightList.Root>
      </>,
    );
    for (const part of ['root', 'item', 'indicator']) {
      expect(rulesOf(`${part}-1`).length).toBeGreaterThan(0);
      expect(rulesOf(`${part}-1`)).toEqual(rulesOf(`${part}-0`));
    }
    expect(screen.getAllByRole('list')).toHaveLength(2);
  });
});
