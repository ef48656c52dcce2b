import { chakra, useSlotRecipe, type HTMLChakraProps, type SystemStyleObject } from '@chakra-ui/react';
import { createContext, useContext, useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { phoneTabsRecipe } from './chakra/tabs-recipe';

type Styles = Record<'root' | 'list' | 'trigger' | 'content', SystemStyleObject>;
interface TabsState {
  value: string;
  select: (value: string) => void;
  styles: Styles;
  ids: (value: string) => { trigger: string; content: string };
  /** Tabs opened so far: their content stays mounted (lazyMount without unmountOnExit). */
  opened: ReadonlySet<string>;
}
const TabsContext = createContext<TabsState | null>(null);
const useTabs = () => {
  const state = useContext(TabsContext);
  if (!state) throw new Error('LightTabs parts must sit inside LightTabs.Root');
  return state;
};

/** Responsive recipe variants, as Chakra's Tabs takes them. */
type Variant<T extends string> = T | Partial<Record<'base' | 'sm' | 'md' | 'lg', T>>;

export interface LightTabsRootProps extends Omit<HTMLChakraProps<'div'>, 'defaultValue' | 'onChange'> {
  /** The open tab (controlled) or the first one (uncontrolled). */
  value?: string;
  defaultValue?: string;
  /** Called with the newly selected tab's value, as Chakra's `onValueChange`. */
  onValueChange?: (details: { value: string }) => void;
  variant?: 'line' | 'subtle' | 'enclosed' | 'outline' | 'plain';
  size?: Variant<'sm' | 'md' | 'lg'>;
  /** Always on: a panel mounts the first time its tab opens and stays mounted. */
  lazyMount?: true;
}

function Root({
  value,
  defaultValue = '',
  onValueChange,
  variant,
  size,
  lazyMount: _,
  children,
  ...rest
}: LightTabsRootProps) {
  const recipe = useSlotRecipe({ recipe: phoneTabsRecipe });
  const styles = recipe({ variant, size }) as Styles;
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([current]));
  if (!opened.has(current)) setOpened(new Set([...opened, current]));
  const base = useId();
  const state: TabsState = {
    value: current,
    select: (next) => {
      if (next === current) return;
      setOwn(next);
      onValueChange?.({ value: next });
    },
    styles,
    ids: (v) => ({ trigger: `${base}-trigger-${v}`, content: `${base}-content-${v}` }),
    opened,
  };
  return (
    <TabsContext.Provider value={state}>
      <chakra.div css={styles.root} className="chakra-tabs__root" data-orientation="horizontal" {...rest}>
        {children}
      </chakra.div>
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

function List({ ref, ...props }: HTMLChakraProps<'div'> & { ref?: Ref<HTMLDivElement> }) {
  const { styles, select } = useTabs();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const at = tabs.indexOf(event.target as HTMLButtonElement);
    if (!move || at < 0) return;
    event.preventDefault();
    const next = tabs[move(at, tabs.length)];
    next?.focus();
    if (next?.dataset.value) select(next.dataset.value);
  };
  return (
    <chakra.div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className="chakra-tabs__list"
      css={styles.list}
      onKeyDown={onKeyDown}
      ref={ref}
      {...props}
    />
  );
}

function Trigger({ value, children }: { value: string; children: ReactNode }) {
  const { value: current, select, styles, ids } = useTabs();
  const selected = current === value;
  return (
    <chakra.button
      type="button"
      role="tab"
      id={ids(value).trigger}
      aria-controls={ids(value).content}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      data-value={value}
      data-selected={selected ? '' : undefined}
      data-orientation="horizontal"
      className="chakra-tabs__trigger"
      css={styles.trigger}
      onClick={() => select(value)}
    >
      {children}
    </chakra.button>
  );
}

function Content({ value, children }: { value: string; children: ReactNode }) {
  const { value: current, styles, ids, opened } = useTabs();
  const selected = current === value;
  return (
    <chakra.div
      role="tabpanel"
      id={ids(value).content}
      aria-labelledby={ids(value).trigger}
      tabIndex={0}
      hidden={!selected}
      data-selected={selected ? '' : undefined}
      data-orientation="horizontal"
      className="chakra-tabs__content"
      css={styles.content}
    >
      {opened.has(value) ? children : null}
    </chakra.div>
  );
}

/**
 * Chakra's Tabs as the public course and trainer pages use them (horizontal, `lazyMount`, automatic
 * activation), drawn with the same phone tabs recipe (components/ui/chakra/tabs-recipe.ts) on plain
 * elements: no zag state machine, normalisation or presence code on a public page's first paint
 * (docs/decisions/249-light-tabs-on-public-pages.md). ARIA tabs pattern: a `tablist` of `tab`
 * buttons (`aria-selected`, roving tabindex, ArrowLeft/ArrowRight/Home/End select) and `tabpanel`s
 * labelled by their tab; a panel mounts when its tab first opens and then stays mounted, hidden.
 * Same parts and props as Chakra's: Root (`value`/`defaultValue`, `onValueChange`, `variant`,
 * `size`, style props), List (style props, ref), Trigger and Content (`value`).
 */
export const LightTabs = { Root, List, Trigger, Content };
