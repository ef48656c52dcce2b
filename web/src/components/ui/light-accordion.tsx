import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-theme/recipes/accordion';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One entry of LightAccordion: `id` (unique), the trigger's `title` and the panel's `body`. */
export interface LightAccordionItem {
  id: string;
  title: ReactNode;
  body: ReactNode;
}

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Chakra's Accordion as the help page uses it (one entry open at a time, collapsible, the
 * `enclosed` variant), drawn with Chakra's own accordion recipe on plain elements: no zag state
 * machine, presence or collapsible code (~13 KB gzip) on a public page
 * (docs/decisions/224-help-accordion-without-zag.md). Each trigger is a button with
 * `aria-expanded` and `aria-controls`; its panel a region labelled by it, `hidden` when closed;
 * ArrowUp/ArrowDown/Home/End move between triggers, as Chakra's do.
 */
export function LightAccordion({ items, bodyColor }: { items: readonly LightAccordionItem[]; bodyColor?: string }) {
  const styles = useSlotRecipe({ recipe: accordionSlotRecipe })({ variant: 'enclosed', size: 'md' });
  const [open, setOpen] = useState<string | null>(null);
  const base = useId();
  const root = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const triggers = [...(root.current?.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]') ?? [])];
    const at = triggers.indexOf(event.target as HTMLButtonElement);
    if (!move || at < 0) return;
    event.preventDefault();
    triggers[move(at, triggers.length)]?.focus();
  };

  return (
    <chakra.div ref={root} css={styles.root} className="chakra-accordion__root" onKeyDown={onKeyDown}>
      {items.map((item) => {
        const isOpen = open === item.id;
        const state = isOpen ? 'open' : 'closed';
        const triggerId = `${base}-${item.id}-trigger`;
        const panelId = `${base}-${item.id}-panel`;
        return (
          <chakra.div key={item.id} css={styles.item} data-state={state}>
            <chakra.button
              type="button"
              id={triggerId}
              aria-controls={panelId}
              aria-expanded={isOpen}
              data-state={state}
              data-accordion-trigger=""
              css={styles.itemTrigger}
              onClick={() => setOpen(isOpen ? null : item.id)}
            >
              {item.title}
              <chakra.span css={styles.itemIndicator} data-state={state} aria-hidden="true">
                <svg
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="m6 9 6 6 6-6" />
                </svg>
              </chakra.span>
            </chakra.button>
            <Panel id={panelId} labelledBy={triggerId} open={isOpen} css={styles.itemContent}>
              <chakra.div css={styles.itemBody} color={bodyColor}>
                {item.body}
              </chakra.div>
            </Panel>
          </chakra.div>
        );
      })}
    </chakra.div>
  );
}

/** A panel: `hidden` when closed; opening sets `--height` for the recipe's expand-height animation. */
function Panel({
  id,
  labelledBy,
  open,
  css,
  children,
}: {
  id: string;
  labelledBy: string;
  open: boolean;
  css: object;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (open && el) el.style.setProperty('--height', `${el.scrollHeight}px`);
  }, [open]);
  return (
    <chakra.div
      ref={ref}
      id={id}
      role="region"
      aria-labelledby={labelledBy}
      hidden={!open}
      data-state={open ? 'open' : undefined}
      css={css}
    >
      {children}
    </chakra.div>
  );
}
