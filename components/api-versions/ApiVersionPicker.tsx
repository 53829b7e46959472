'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import {
  MISSING_OPERATION_PARAM,
  readPreferredApiVersion,
  sameRouteIn,
  writePreferredApiVersion,
} from '../../shared/api/api-versions';
import { fetchApiVersions } from './api-versions-client';
import { VersionSelect, versionPickerStyles as styles } from '../version-picker/VersionSelect';
import { BLOCKED_STATUS, useStoredVersion, type VersionStore } from '../version-picker/use-stored-version';

const API_VERSION_STORE: VersionStore = { read: readPreferredApiVersion, write: writePreferredApiVersion };

/**
 * The API's version picker. Going to another version keeps the reader on the same operation when
 * that version has it, else lands on its overview, which says when the operation was added or
 * removed. The choice is remembered (localStorage); on a page of another version, a link offers
 * the remembered one.
 */
export function ApiVersionPicker({
  route,
  version,
  versions,
}: {
  route: string;
  version: string;
  versions: Array<{ version: string; label: string }>;
}) {
  const router = useRouter();
  const { stored, save } = useStoredVersion(API_VERSION_STORE);
  const [status, setStatus] = useState('');
  const [preferred, setPreferred] = useState<{ version: string; href: string } | null>(null);

  useEffect(() => {
    if (!stored || stored === version || !versions.some((v) => v.version === stored)) return;
    fetchApiVersions()
      .then((data) => setPreferred({ version: stored, href: hrefOf(sameRouteIn(data, route, stored)) }))
      .catch(() => undefined);
  }, [stored, route, version, versions]);

  const go = (target: string) => {
    setStatus(save(target) ? '' : BLOCKED_STATUS);
    fetchApiVersions()
      .then((data) => router.push(hrefOf(sameRouteIn(data, route, target))))
      .catch((error: Error) => setStatus(`Could not load the versions: ${error.message}`));
  };

  return (
    <VersionSelect
      layout="inline"
      label="API version"
      value={version}
      options={versions.map((v) => ({ value: v.version, label: v.label }))}
      onChoose={go}
      status={status}
      testId="api-version-picker"
    >
      {preferred ? (
        <a className={styles.preferred} href={preferred.href} data-testid="api-version-preferred">
          Your preferred version: {preferred.version}
        </a>
      ) : null}
    </VersionSelect>
  );
}

function hrefOf(target: { route: string; missingOperation?: string }): string {
  return target.missingOperation
    ? `${target.route}?${MISSING_OPERATION_PARAM}=${encodeURIComponent(target.missingOperation)}`
    : target.route;
}
