'use client';
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { LazyPart } from '../behaviour/LazyPart';
import styles from './api.module.css';
import { decodedHash } from './hash-target';
import type { SchemaData } from '../../shared/api/schema-address';
import type { LazySchemaTreeProps } from './LazySchemaTree';

/** Each page's schema data is fetched once, when the reader first opens a deferred level. */
const loaded = new Map<string, Promise<SchemaData>>();

function schemaData(href: string): Promise<SchemaData> {
  let data = loaded.get(href);
  if (!data) {
    data = fetch(href).then((response) => {
      if (!response.ok) throw new Error(`GET ${href}: HTTP ${response.status}`);
      return response.json() as Promise<SchemaData>;
    });
    // A failed fetch is forgotten, so Retry asks again.
    data.catch(() => loaded.delete(href));
    loaded.set(href, data);
  }
  return data;
}

type TreeProps = Omit<LazySchemaTreeProps, 'data'>;

export interface ApiLazyFieldsProps extends TreeProps {
  /** What the closed disclosure says, as the server drew it. */
  summary: ReactNode;
}

/**
 * A level of a large API's schema view that is not in the page's HTML: a closed disclosure
 * that fetches the page's schema data and draws the level when the reader opens it. A link to a
 * field inside opens it by itself.
 */
export function ApiLazyFields({ summary, ...tree }: ApiLazyFieldsProps) {
  const [opened, setOpened] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (decodedHash().startsWith(`${tree.anchor}.`) && details.current) details.current.open = true;
  }, [tree.anchor]);
  const load = useCallback(async (): Promise<{ default: ComponentType<TreeProps> }> => {
    const [data, module] = await Promise.all([schemaData(tree.dataHref), import('./LazySchemaTree')]);
    const { LazySchemaTree } = module;
    return { default: (props: TreeProps) => <LazySchemaTree data={data} {...props} /> };
  }, [tree.dataHref]);
  return (
    <details ref={details} className={styles.children} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {opened ? <LazyPart load={load} props={tree} label="These fields" /> : null}
    </details>
  );
}
