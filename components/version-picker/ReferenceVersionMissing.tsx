'use client';

import { useEffect, useState } from 'react';
import { MISSING_ITEM_PARAM, absenceSentence, type ReferenceHistory } from '../../shared/reference-versions';
import { fetchVersions } from './versions-client';

/** On a release's overview reached from an item it lacks (`?missing=…`): when that operation or command was added or removed. */
export function ReferenceVersionMissing({ history, version }: { history: ReferenceHistory; version: string }) {
  const [sentence, setSentence] = useState('');
  const { dataFile, itemNoun } = history;
  // Read in the browser after hydration (a static page has no query on the server).
  useEffect(() => {
    const missing = new URLSearchParams(window.location.search).get(MISSING_ITEM_PARAM);
    if (!missing) return setSentence('');
    fetchVersions(dataFile)
      .then((data) => setSentence(absenceSentence(data, itemNoun, missing, version)))
      .catch(() => setSentence(`The ${itemNoun} ${missing} is not in version ${version}.`));
  }, [dataFile, itemNoun, version]);
  if (!sentence) return null;
  return (
    <p role="status" data-testid={`${history.testIdPrefix}-version-missing`}>
      {sentence}
    </p>
  );
}
