import { useEffect } from 'react';
import styles from './api.module.css';
import { decodedHash, openEnclosingDetails } from './hash-target';
import { nodeAt, schemaAddress, type SchemaAddress, type SchemaData } from '../../shared/api/schema-address';
import { FieldList, PAGE_FIELDS, PAGE_LEVELS, type Walk } from './SchemaView';

export interface LazySchemaTreeProps {
  data: SchemaData;
  dataHref: string;
  at: SchemaAddress;
  /** Id of the field (or shape) the level belongs to; the level's fields extend it. */
  anchor: string;
  /** Component schemas open around this level: name → id of the field showing it. */
  ancestors: Array<[string, string]>;
  depth: number;
}

/** A deferred level drawn in the browser, with the same budget as a page: deeper levels defer again. */
export function LazySchemaTree({ data, dataHref, at, anchor, ancestors, depth }: LazySchemaTreeProps) {
  useEffect(() => {
    // A link to a field in this level: bring it into view now that it exists, opening the
    // levels above it that may still be closed.
    const hash = decodedHash();
    const target = hash.startsWith(`${anchor}.`) ? document.getElementById(hash) : null;
    if (!target) return;
    openEnclosingDetails(target);
    target.scrollIntoView();
  }, [anchor]);
  const found = nodeAt(data, at);
  if (!found) return <p className={styles.muted}>These fields are not in {dataHref}.</p>;
  const walk: Walk = {
    schemas: data.schemas,
    ancestors: new Map(ancestors),
    depth,
    budget: { fields: 0, shown: new Map() },
    level: 0,
    lazy: { dataHref, left: { fields: PAGE_FIELDS }, maxLevel: PAGE_LEVELS },
  };
  const where = found.name ? schemaAddress(found.name) : at;
  return <FieldList node={found.node} at={where} anchor={anchor} walk={walk} />;
}
