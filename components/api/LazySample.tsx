'use client';
import { useEffect, useState } from 'react';
import type { SampleData } from '../../shared/api/sample-data';
import { CodeButtons } from '../code-buttons';
import { CodeText } from '../code-text';

/** Each data file is fetched once per page load; a failed fetch is forgotten, so choosing again retries. */
const loaded = new Map<string, Promise<SampleData>>();

function sampleData(href: string): Promise<SampleData> {
  let data = loaded.get(href);
  if (!data) {
    data = fetch(href).then((response) => {
      if (!response.ok) throw new Error(`GET ${href}: HTTP ${response.status}`);
      return response.json() as Promise<SampleData>;
    });
    data.catch(() => loaded.delete(href));
    loaded.set(href, data);
  }
  return data;
}

/**
 * A sample language the page loads from its data file when the reader chooses it
 * (shared/api/sample-data.ts), drawn as `CodeFrame` and `HtmlCode` draw a block on the page.
 */
export function LazySample({ href, card, tab }: { href: string; card: string; tab: string }) {
  const [state, setState] = useState<{ entry?: SampleData[string][string]; error?: string }>({});
  useEffect(() => {
    let live = true;
    sampleData(href).then(
      (data) => {
        const entry = data[card]?.[tab];
        if (live) setState(entry ? { entry } : { error: `${href} holds no ${tab} sample for ${card}` });
      },
      (error: unknown) => live && setState({ error: String(error instanceof Error ? error.message : error) }),
    );
    return () => {
      live = false;
    };
  }, [href, card, tab]);
  const { entry, error } = state;
  if (error) return <p role="alert">This sample did not load ({error}). Choose the language again to retry.</p>;
  if (!entry) return <p aria-busy="true">Loading the sample…</p>;
  return (
    <div className="nextra-code sg-code">
      <pre className="sg-pre">
        <CodeButtons wrap={entry.wrap} copy={entry.copy} />
        <CodeText text={entry.text} className={entry.className} />
      </pre>
    </div>
  );
}
