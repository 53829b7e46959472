'use client';

import { useEffect, useId, useState } from 'react';
import {
  DEFAULT_DOCS_VERSION,
  DOCS_VERSIONS,
  readPreferredVersion,
  toolsFor,
  writePreferredVersion,
} from './docs-versions';
import styles from './VersionPicker.module.css';

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * Lets the reader choose a preferred docs version. The choice is kept in localStorage and shown
 * as selected on the next visit; the panel below says which sand and director release match it.
 */
export function VersionPicker() {
  const id = useId();
  const [selected, setSelected] = useState(DEFAULT_DOCS_VERSION);
  const [status, setStatus] = useState('');
  // Storage exists only in the browser: read it after hydration so server and client HTML match.
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setSelected(readPreferredVersion(browserStorage()));
    setReady(true);
  }, []);

  const choose = (value: string) => {
    setSelected(value);
    const saved = writePreferredVersion(browserStorage(), value);
    const label = DOCS_VERSIONS.find((v) => v.id === value)?.label ?? value;
    setStatus(saved ? `Saved: ${label}.` : 'Your browser blocked saving the choice; it applies to this visit only.');
  };

  const version = DOCS_VERSIONS.find((v) => v.id === selected) ?? DOCS_VERSIONS[0];
  const tools = toolsFor(version);

  return (
    <div className={styles.picker} data-testid="version-picker" data-ready={ready ? 'true' : 'false'}>
      <label htmlFor={`${id}-select`} className={styles.label}>
        Preferred docs version
      </label>
      <select
        id={`${id}-select`}
        className={styles.select}
        value={selected}
        onChange={(event) => choose(event.target.value)}
        aria-describedby={`${id}-summary`}
      >
        {DOCS_VERSIONS.map((v) => (
          <option key={v.id} value={v.id}>
            {v.label}
          </option>
        ))}
      </select>
      <p id={`${id}-summary`} className={styles.summary}>
        {version.summary}
      </p>
      <dl className={styles.tools}>
        <dt>Install the matching CLI</dt>
        <dd>
          <code>{tools.cli}</code>
        </dd>
        <dt>Director image</dt>
        <dd>
          <code>{tools.directorImage}</code>
        </dd>
      </dl>
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
