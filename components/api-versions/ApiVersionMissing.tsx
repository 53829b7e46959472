'use client';

import { useEffect, useState } from 'react';
import { MISSING_OPERATION_PARAM, absenceSentence } from '../../shared/api/api-versions';
import { fetchApiVersions } from './api-versions-client';

/** On a version's overview reached from an operation it lacks (`?missing=operationId`): when that operation was added or removed. */
export function ApiVersionMissing({ version }: { version: string }) {
  const [sentence, setSentence] = useState('');
  // Read in the browser after hydration (a static page has no query on the server).
  useEffect(() => {
    const missing = new URLSearchParams(window.location.search).get(MISSING_OPERATION_PARAM);
    if (!missing) return setSentence('');
    fetchApiVersions()
      .then((data) => setSentence(absenceSentence(data, missing, version)))
      .catch(() => setSentence(`The operation ${missing} is not in version ${version}.`));
  }, [version]);
  if (!sentence) return null;
  return (
    <p role="status" data-testid="api-version-missing">
      {sentence}
    </p>
  );
}
