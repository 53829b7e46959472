import { createElement, Fragment, type ReactElement } from 'react';

type MetaItem = string | { title: string; [key: string]: unknown };
type TitledItem = ReactElement | { title: ReactElement; [key: string]: unknown };

/**
 * A command's sidebar title: the name the sidebar shows ("start"), preceded by its parent
 * commands ("sand runs ") that only screen readers and crawlers get. Out of their folder, "start"
 * or "get" does not say which command a link opens; the full command does.
 */
export function commandTitle(parents: string, name: string): ReactElement {
  return createElement(Fragment, null, createElement('span', { className: 'sg-command-parents' }, `${parents} `), name);
}

/** A generated CLI `_meta.json` with every title given its parent commands (see commandTitle). */
export function withParentCommands(meta: Record<string, MetaItem>, parents: string): Record<string, TitledItem> {
  return Object.fromEntries(
    Object.entries(meta).map(([key, item]) => [
      key,
      typeof item === 'string' ? commandTitle(parents, item) : { ...item, title: commandTitle(parents, item.title) },
    ]),
  );
}
