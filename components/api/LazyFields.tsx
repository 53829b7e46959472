'use client';
import { createContext, useCallback, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { LazyPart } from '../behaviour/LazyPart';
import { fetchJsonOnce } from '../behaviour/fetch-json-once';
import styles from './api.module.css';
import { LAZY_LEVEL_ATTRIBUTE } from './hash-target';
import type { SchemaData } from '../../shared/api/schema-address';
import type { LazyLevel } from '../../shared/api/schema-view-tree';

const SchemaDataHref = createContext<string | undefined>(undefined);

/**
 * The schema data file the levels left out of a view load from, named once for the view rather
 * than by each of its levels (a ruleset page has 50). Levels drawn in the browser stay inside it.
 */
export function ApiSchemaData({ href, children }: { href: string; children: ReactNode }) {
  return <SchemaDataHref.Provider value={href}>{children}</SchemaDataHref.Provider>;
}

/** The data file of the view around a left-out level. */
function useSchemaDataHref(anchor: string): string {
  const href = useContext(SchemaDataHref);
  if (!href)
    throw new Error(`the schema level ${anchor} is drawn outside ApiSchemaData: it has no data file to load from`);
  return href;
}

export interface ApiLazyFieldsProps extends LazyLevel {
  /** What the closed disclosure says, as the server drew it. */
  summary: ReactNode;
  /** A closed shape of a oneOf or anyOf (its description, facts and fields) rather than a field list. */
  shape?: true;
}

/**
 * A level of a large API's schema view that is not in the page's HTML: a closed disclosure
 * that fetches the page's schema data and draws the level when the reader opens it. A link to a
 * field inside opens it (`revealHashTarget` finds it by its `data-schema-level` anchor).
 */
export function ApiLazyFields({ summary, shape, ...level }: ApiLazyFieldsProps) {
  const dataHref = useSchemaDataHref(level.anchor);
  const [opened, setOpened] = useState(false);
  const load = useCallback(async (): Promise<{ default: ComponentType<LazyLevel> }> => {
    const [data, module] = await Promise.all([fetchJsonOnce<SchemaData>(dataHref), import('./LazySchemaTree')]);
    const { LazySchemaTree } = module;
    return {
      default: (props: LazyLevel) => <LazySchemaTree data={data} dataHref={dataHref} shape={shape} {...props} />,
    };
  }, [dataHref, shape]);
  return (
    <details
      {...{ [LAZY_LEVEL_ATTRIBUTE]: level.anchor }}
      className={shape ? undefined : styles.children}
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary>{summary}</summary>
      {opened ? <LazyPart load={load} props={level} label={shape ? 'This shape' : 'These fields'} /> : null}
    </details>
  );
}
