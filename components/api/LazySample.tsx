'use client';
import { useCallback } from 'react';
import type { SampleData, SampleDataEntry } from '../../shared/api/sample-data';
import { LazyPart } from '../behaviour/LazyPart';
import { fetchJsonOnce } from '../behaviour/fetch-json-once';
import { CodeButtons } from '../code-buttons';
import { CodeText } from '../code-text';

/** A block of the data file, drawn as `CodeFrame` and `HtmlCode` draw one on the page. */
function SampleBlock({ entry }: { entry: SampleDataEntry }) {
  return (
    <div className="nextra-code sg-code">
      <pre className="sg-pre">
        <CodeButtons wrap={entry.wrap} copy={entry.copy} />
        <CodeText text={entry.text} className={entry.className} />
      </pre>
    </div>
  );
}

/**
 * A sample language the page loads from its data file when the reader chooses it
 * (shared/api/sample-data.ts), with the spinner, error box and Retry of any part loaded on demand.
 */
export function LazySample({ href, card, tab }: { href: string; card: string; tab: string }) {
  const load = useCallback(async () => {
    const entry = (await fetchJsonOnce<SampleData>(href))[card]?.[tab];
    if (!entry) throw new Error(`${href} holds no ${tab} sample for ${card}`);
    return { default: () => <SampleBlock entry={entry} /> };
  }, [href, card, tab]);
  return <LazyPart load={load} props={{}} label="This sample" />;
}
