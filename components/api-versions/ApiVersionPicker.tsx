'use client';

import { useEffect, useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { MISSING_OPERATION_PARAM, readPreferredApiVersion, sameRouteIn, writePreferredApiVersion } from '../../shared/api/api-versions';
import { fetchApiVersions } from './api-versions-client';
import styles from './api-versions.module.css';

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * The API's version picker (a native select: keyboard and screen readers get it for free). Going
 * to another version keeps the reader on the same operation when that version has it, else lands
 * on its overview, which says when the operation was added or removed. The choice is remembered
 * (localStorage); on a page of another version, a link offers the remembered one.
 */
export function ApiVersionPicker({ route, version, versions }: { route: string; version: string; versions: Array<{ version: string; label: string }> }) {
  const id = useId();
  const router = useRouter();
  const [status, setStatus] = useState('');
  const [preferred, setPreferred] = useState<{ version: string; href: string } | null>(null);

  // Storage exists only in the browser: read it after hydration so server and client HTML match.
  useEffect(() => {
    const stored = readPreferredApiVersion(browserStorage());
    if (!stored || stored === version || !versions.some((v) => v.version === stored)) return;
    fetchApiVersions()
      .then((data) => setPreferred({ version: stored, href: hrefOf(sameRouteIn(data, route, stored)) }))
      .catch(() => undefined);
  }, [route, version, versions]);

  const go = (target: string) => {
    const saved = writePreferredApiVersion(browserStorage(), target);
    setStatus(saved ? '' : 'Your browser blocked saving the choice; it applies to this visit only.');
    fetchApiVersions()
      .then((data) => router.push(hrefOf(sameRouteIn(data, route, target))))
      .catch((error: Error) => setStatus(`Could not load the versions: ${error.message}`));
  };

  return (
    // A control, not content: its options ("1.4.0 (current)1.3.0…") would run together in search excerpts.
    <div className={styles.picker} data-testid="api-version-picker" data-pagefind-ignore="all">
      <label htmlFor={`${id}-select`} className={styles.label}>
        API version
      </label>
      <select id={`${id}-select`} className={styles.select} value={version} onChange={(event) => go(event.target.value)}>
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            {v.label}
          </option>
        ))}
      </select>
      {preferred ? (
        <a className={styles.preferred} href={preferred.href} data-testid="api-version-preferred">
          Your preferred version: {preferred.version}
        </a>
      ) : null}
      <span className={styles.status} role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}

function hrefOf(target: { route: string; missingOperation?: string }): string {
  return target.missingOperation ? `${target.route}?${MISSING_OPERATION_PARAM}=${encodeURIComponent(target.missingOperation)}` : target.route;
}
