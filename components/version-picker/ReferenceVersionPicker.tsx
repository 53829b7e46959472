'use client';

import { useEffect, useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import {
  readPreferredVersion,
  sameRouteIn,
  targetHref,
  writePreferredVersion,
  type ReferenceHistory,
} from '../../shared/reference-versions';
import { fetchVersions } from './versions-client';
import { VersionSelect, versionPickerStyles as styles } from './VersionSelect';
import { BLOCKED_STATUS, useStoredVersion, type VersionStore } from './use-stored-version';

/**
 * The release picker of a versioned reference (the API's, sand's; `history` says which). Going to
 * another release keeps the reader on the same item (operation, command) when that release has
 * it, else lands on its overview, which says when the item was added or removed. The choice is
 * remembered (localStorage, a key per reference); on a page of another release, a link offers the
 * remembered one.
 */
export function ReferenceVersionPicker({
  history,
  route,
  version,
  versions,
}: {
  history: ReferenceHistory;
  route: string;
  version: string;
  versions: Array<{ version: string; label: string }>;
}) {
  const router = useRouter();
  const { storageKey, dataFile } = history;
  const store = useMemo<VersionStore>(
    () => ({
      read: (storage) => readPreferredVersion(storageKey, storage),
      write: (storage, chosen) => writePreferredVersion(storageKey, storage, chosen),
    }),
    [storageKey],
  );
  const { stored, save } = useStoredVersion(store);
  const [status, setStatus] = useState('');
  const [preferred, setPreferred] = useState<{ version: string; href: string } | null>(null);

  useEffect(() => {
    if (!stored || stored === version || !versions.some((v) => v.version === stored)) return;
    fetchVersions(dataFile)
      .then((data) => setPreferred({ version: stored, href: targetHref(sameRouteIn(data, route, stored)) }))
      .catch(() => undefined);
  }, [stored, route, version, versions, dataFile]);

  const go = (target: string) => {
    setStatus(save(target) ? '' : BLOCKED_STATUS);
    fetchVersions(dataFile)
      .then((data) => router.push(targetHref(sameRouteIn(data, route, target))))
      .catch((error: Error) => setStatus(`Could not load the versions: ${error.message}`));
  };

  return (
    <VersionSelect
      layout="inline"
      label={history.label}
      value={version}
      options={versions.map((v) => ({ value: v.version, label: v.label }))}
      onChoose={go}
      status={status}
      testId={`${history.testIdPrefix}-version-picker`}
    >
      {preferred ? (
        <a className={styles.preferred} href={preferred.href} data-testid={`${history.testIdPrefix}-version-preferred`}>
          Your preferred version: {preferred.version}
        </a>
      ) : null}
    </VersionSelect>
  );
}
