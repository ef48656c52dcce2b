import { Tabs } from '../../../components/ui/chakra/tabs';
import type { ReactNode } from 'react';

/** Two-tab switch used by the auth pages (Login / Sign Up, or I Have Account / Get Started). */
export function AuthTabs({
  value,
  onValueChange,
  tabs,
}: {
  value: string;
  onValueChange: (value: string) => void;
  tabs: { value: string; label: string; content: ReactNode }[];
}) {
  return (
    <Tabs.Root value={value} onValueChange={(e) => onValueChange(e.value)} variant="enclosed" fitted>
      <Tabs.List>
        {tabs.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value}>
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value} pt="6">
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
