'use client';

import { useId, useState } from 'react';
import {
  DEFAULT_DOCS_VERSION,
  DOCS_VERSIONS,
  readPreferredVersion,
  toolsFor,
  writePreferredVersion,
} from './docs-versions';
import { VersionSelect, versionPickerStyles as styles } from '../version-picker/VersionSelect';
import { BLOCKED_STATUS, useStoredVersion, type VersionStore } from '../version-picker/use-stored-version';

const DOCS_VERSION_STORE: VersionStore = { read: readPreferredVersion, write: writePreferredVersion };
const OPTIONS = DOCS_VERSIONS.map((v) => ({ value: v.id, label: v.label }));

/**
 * Lets the reader choose a preferred docs version. The choice is kept in localStorage and shown
 * as selected on the next visit; the panel below says which sand and director release match it.
 */
export function VersionPicker() {
  const id = useId();
  const { stored, ready, save } = useStoredVersion(DOCS_VERSION_STORE);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState('');
  const selected = chosen ?? stored ?? DEFAULT_DOCS_VERSION;

  const choose = (value: string) => {
    setChosen(value);
    const label = DOCS_VERSIONS.find((v) => v.id === value)?.label ?? value;
    setStatus(save(value) ? `Saved: ${label}.` : BLOCKED_STATUS);
  };

  const version = DOCS_VERSIONS.find((v) => v.id === selected) ?? DOCS_VERSIONS[0];
  const tools = toolsFor(version);

  return (
    <VersionSelect
      layout="panel"
      label="Preferred docs version"
      value={selected}
      options={OPTIONS}
      onChoose={choose}
      status={status}
      testId="version-picker"
      ready={ready}
      describedBy={`${id}-summary`}
    >
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
    </VersionSelect>
  );
}
