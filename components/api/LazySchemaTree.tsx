import { useEffect } from 'react';
import styles from './api.module.css';
import { decodedHash, revealHashTarget } from './hash-target';
import type { SchemaData } from '../../shared/api/schema-address';
import { lazyBodyView, lazyLevelView } from '../../shared/api/schema-view';
import type { LazyLevel } from '../../shared/api/schema-view-tree';
import { Body, FieldList } from './SchemaView';

export interface LazySchemaTreeProps extends LazyLevel {
  data: SchemaData;
  /** Where `data` came from (named when the level is not in it). */
  dataHref: string;
  /** A closed shape of a oneOf or anyOf, drawn whole (description, facts, fields). */
  shape?: true;
}

/** A deferred level drawn in the browser by the same schema-view pass as a page: deeper levels defer again. */
export function LazySchemaTree({ data, dataHref, shape, ...level }: LazySchemaTreeProps) {
  const { anchor } = level;
  useEffect(() => {
    // A link to a field in this level: bring it into view now that it exists (or open the
    // level inside this one that holds it).
    if (decodedHash().startsWith(`${anchor}.`)) revealHashTarget();
  }, [anchor]);
  const view = shape ? lazyBodyView(data, level) : lazyLevelView(data, level);
  if (!view) return <p className={styles.muted}>These fields are not in {dataHref}.</p>;
  return 'facts' in view ? <Body body={view} /> : <FieldList level={view} />;
}
