'use client';
import { Children, Fragment, isValidElement, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { credentialSentence, type SampleCredential } from '../../shared/api/samples/credential';
import { chooseSampleLanguage, useSampleLanguage } from './sample-language';
import { dropFirstPaintLanguage } from './sample-language-script';
import styles from './try-it.module.css';
import { useLiveSamples } from './live-samples';
import { LazySample } from './LazySample';

/**
 * The right-hand column of an operation page (two panes at ≥ 997 px; below, after the description
 * and the parameters): the request samples and the response example of one status. Sticky while
 * the reference scrolls.
 */
export function ApiOperationAside({
  label = 'Request and response examples',
  children,
}: {
  label?: string;
  children: ReactNode;
}) {
  return (
    <aside className={styles.aside} aria-label={label}>
      <div className={styles.asideInner}>{children}</div>
    </aside>
  );
}

interface Tab {
  id: string;
  label: string;
  /** A language not drawn into the page's HTML: its highlighted block is drawn only when chosen. */
  lazy?: true;
}

function panels(children: ReactNode): ReactNode[] {
  return Children.toArray(children).filter((child) => isValidElement(child));
}

/**
 * Arrow keys, Home and End move the focus between tabs; Enter or Space (the button's click) chooses
 * (the WAI-ARIA tabs pattern with manual activation: passing over a tab does not switch the site's
 * language).
 */
function tabKeys(event: KeyboardEvent<HTMLElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  const count = tabs.length;
  const next =
    event.key === 'ArrowRight'
      ? at + 1
      : event.key === 'ArrowLeft'
        ? at - 1
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? count - 1
            : null;
  if (next === null) return;
  event.preventDefault();
  tabs[(next + count) % count]?.focus();
}

/**
 * Request samples in language tabs. The generated pages give one highlighted block per tab, in tab
 * order; a `lazy` tab's block is drawn only while chosen (it reaches the page in the payload alone).
 * The language is the site-wide choice (sample-language.ts). While the request builder is open, a
 * tab shows the sample of the request being built instead.
 */
export function ApiRequestSamples({
  tabs,
  credential,
  id = 'sample-request',
  lazySource,
  children,
}: {
  tabs: Tab[];
  credential?: SampleCredential;
  /** The card's id: a recipe page has one card per step, an operation page one (`sample-request`). */
  id?: string;
  /** The page's data file its lazy tabs load from; then its children are the other tabs' blocks alone. */
  lazySource?: string;
  children: ReactNode;
}) {
  const given = panels(children);
  // One block per tab, in tab order; a tab loaded from the data file has none here.
  let next = 0;
  const blocks = tabs.map((tab) => (lazySource && tab.lazy ? null : given[next++]));
  const chosen = useSampleLanguage();
  const live = useLiveSamples();
  // Named for what it is: search results and links may point at its heading, so the id must not
  // change between builds as a React id (useId) does.
  const found = tabs.findIndex((t) => t.label === chosen || t.id === chosen);
  const selected = Math.max(found, 0);
  // React now shows the stored language itself: the first-paint rules (sample-language-script.ts) step aside.
  useEffect(() => {
    if (chosen !== null) dropFirstPaintLanguage();
  }, [chosen]);
  return (
    <section id={id} className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.cardHead}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          Request{live ? <span className={styles.liveNote}> · from the request builder</span> : null}
        </h2>
        {/* Controls, not content: out of search, or "curlJavaScriptTypeScript…" lands in excerpts. */}
        <div
          role="tablist"
          aria-label="Sample language"
          className={styles.tabs}
          onKeyDown={tabKeys}
          data-pagefind-ignore="all"
        >
          {tabs.map((tab, i) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={i === selected}
              aria-controls={`${id}-panel-${i}`}
              tabIndex={i === selected ? 0 : -1}
              className={styles.tab}
              data-sample={tab.id}
              onClick={() => chooseSampleLanguage(tab.label)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      {credential ? <CredentialNote credential={credential} /> : null}
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== selected}
          className={styles.panel}
          data-sample={tab.id}
        >
          {live?.[tab.id] !== undefined ? (
            <LiveCode code={live[tab.id]} />
          ) : tab.lazy &&
            i !== selected ? // Drawn only when chosen (docs/page-weight.md): at a first paint that shows a lazy
          // language (sample-language-script.ts), its tab is chosen and its block follows with React.
          null : lazySource && tab.lazy ? (
            <LazySample href={lazySource} card={id} tab={tab.id} />
          ) : (
            blocks[i]
          )}
        </div>
      ))}
    </section>
  );
}

/** Where the samples' credential comes from: the variables to set, and the page's Authentication section. */
function CredentialNote({ credential }: { credential: SampleCredential }) {
  return (
    // The same sentence beside every operation's samples: search leaves it out.
    <p className={styles.credentialNote} data-testid="sample-credential" data-pagefind-ignore="">
      {credentialSentence(credential).map((run, i) => (
        <Fragment key={i}>
          {'text' in run ? (
            run.text
          ) : 'code' in run ? (
            <code>{run.code}</code>
          ) : (
            <a href="#authentication">{run.section}</a>
          )}
        </Fragment>
      ))}
    </p>
  );
}

function LiveCode({ code }: { code: string }) {
  return (
    <div className={styles.liveCode}>
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
      <CopyButton text={code} />
    </div>
  );
}

export function CopyButton({ text, label = 'Copy code' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={styles.copy}
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        });
      }}
    >
      {copied ? 'Copied' : label}
    </button>
  );
}

interface ResponseItem {
  status: string;
  label: string;
  /** Id of the response's section on the page, followed while the reader scrolls. */
  anchor: string;
}

/**
 * The response example of one status at a time: chosen in the list, or the response section the
 * reader scrolls to.
 */
export function ApiResponseExamples({ items, children }: { items: ResponseItem[]; children: ReactNode }) {
  const blocks = panels(children);
  const [selected, setSelected] = useState(0);
  // One per page, named for what it is: search results and links may point at its heading, so
  // the id must not change between builds as a React id (useId) does.
  const id = 'sample-response';
  useEffect(() => {
    const sections = items.map((item) => document.getElementById(item.anchor));
    // A section counts once its top passes the upper third of the window.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const index = sections.indexOf(entry.target as HTMLElement);
          if (index >= 0) setSelected(index);
        }
      },
      { rootMargin: '0px 0px -66% 0px' },
    );
    for (const section of sections) if (section) observer.observe(section);
    return () => observer.disconnect();
  }, [items]);
  if (items.length === 0) return null;
  return (
    <section id={id} className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.cardHead}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          Response
        </h2>
        <label className={styles.statusPick}>
          <span className={styles.visuallyHidden}>Response status</span>
          <select value={selected} onChange={(e) => setSelected(Number(e.target.value))}>
            {items.map((item, i) => (
              <option key={item.status} value={i}>
                {item.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {items.map((item, i) => (
        <div key={item.status} hidden={i !== selected} className={styles.panel} data-status={item.status}>
          {blocks[i]}
        </div>
      ))}
    </section>
  );
}

/** A webhook's example payload: the request body the reader's endpoint receives. */
export function ApiPayloadExample({ children }: { children: ReactNode }) {
  // One per page, named for what it is: search results and links may point at its heading, so
  // the id must not change between builds as a React id (useId) does.
  const id = 'sample-payload';
  return (
    <section id={id} className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.cardHead}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          Example payload
        </h2>
      </div>
      <div className={styles.panel}>{children}</div>
    </section>
  );
}

/** One status's examples (labels and code blocks) inside `ApiResponseExamples`. */
export function ApiResponseExample({ children }: { status: string; children: ReactNode }) {
  return <>{children}</>;
}
