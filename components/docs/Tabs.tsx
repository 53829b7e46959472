import type { ComponentProps } from 'react';
import type { Tabs as TabsOfTheTheme } from 'nextra/components';
import { LazyTab, LazyTabs } from './LazyTabs';

/**
 * `<Tabs items={…}><Tabs.Tab>…</Tabs.Tab></Tabs>` as nextra/components has it, for hand-written
 * pages, with the tabs' code loaded only by the pages that show tabs.
 */
export const Tabs = Object.assign((props: ComponentProps<typeof TabsOfTheTheme>) => <LazyTabs {...props} />, {
  Tab: LazyTab,
});
