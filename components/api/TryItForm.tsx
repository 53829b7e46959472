'use client';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { SAMPLE_GENERATORS } from '../../shared/api/samples/index';
import { fetchRequestOf, initialState, paramKey, resolveRequest, sampleRequestOf } from '../../shared/api/try-it/request';
import type { Credentials, TryItOperation, TryItParam, TryItState } from '../../shared/api/try-it/types';
import { CopyButton } from './OperationAside';
import { publishLiveSamples } from './live-samples';
import styles from './try-it.module.css';

/** sessionStorage keys: gone with the tab; never localStorage, the URL or a log. */
const CREDENTIALS_KEY = 'sandgarden-try-it-credentials';
const SERVER_KEY = 'sandgarden-try-it-server';

interface StoredServer {
  custom: boolean;
  customBaseUrl: string;
}

function readSession<T>(key: string): T | undefined {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

type Outcome =
  | { kind: 'response'; status: number; statusText: string; ms: number; headers: Array<[string, string]>; body: string; url: string }
  | { kind: 'failed'; ms: number; url: string; message: string; curl: string }
  | { kind: 'redirect'; ms: number; url: string }
  | { kind: 'problems'; problems: string[] };

function prettyBody(text: string, contentType: string | null): string {
  if (!/json/i.test(contentType ?? '') && !/^\s*[[{]/.test(text)) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const LOCATIONS: Array<[TryItParam['in'], string]> = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
];

/** The request builder's form, response panel and live samples (loaded on demand by `ApiTryIt`). */
export default function TryItForm({ data }: { data: TryItOperation }) {
  const id = useId();
  const [state, setState] = useState<TryItState>(() => initialState(data));
  const [reveal, setReveal] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const abort = useRef<AbortController | null>(null);

  // What this tab remembered: credentials and the server (a custom base URL stays across operations).
  useEffect(() => {
    const credentials = readSession<Credentials>(CREDENTIALS_KEY);
    const server = readSession<StoredServer>(SERVER_KEY);
    setState((s) => ({
      ...s,
      credentials: credentials ?? s.credentials,
      ...(server?.custom ? { server: -1, customBaseUrl: server.customBaseUrl } : {}),
    }));
  }, []);

  const resolved = useMemo(() => resolveRequest(data, state), [data, state]);
  const samples = useMemo(() => {
    const request = sampleRequestOf(data, state, resolved, reveal);
    return Object.fromEntries(SAMPLE_GENERATORS.map((g) => [g.id, g.generate(request)]));
  }, [data, state, resolved, reveal]);
  useEffect(() => publishLiveSamples(samples), [samples]);
  useEffect(() => () => publishLiveSamples(null), []);

  const update = (change: Partial<TryItState>) => setState((s) => ({ ...s, ...change }));
  const setValue = (key: string, value: string) => setState((s) => ({ ...s, values: { ...s.values, [key]: value } }));
  const setCredentials = (change: Partial<Credentials>) =>
    setState((s) => {
      const credentials = { ...s.credentials, ...change };
      sessionStorage.setItem(CREDENTIALS_KEY, JSON.stringify(credentials));
      return { ...s, credentials };
    });
  const chooseServer = (server: number, customBaseUrl = state.customBaseUrl) => {
    sessionStorage.setItem(SERVER_KEY, JSON.stringify({ custom: server < 0, customBaseUrl } satisfies StoredServer));
    const variables = data.servers[server]?.variables ?? [];
    update({ server, customBaseUrl, serverVariables: Object.fromEntries(variables.map((v) => [v.name, v.default])) });
  };
  const forget = () => {
    sessionStorage.removeItem(CREDENTIALS_KEY);
    setReveal(false);
    update({ credentials: {} });
  };

  async function send() {
    if (resolved.problems.length > 0) {
      setOutcome({ kind: 'problems', problems: resolved.problems });
      return;
    }
    const request = fetchRequestOf(data, resolved, state.credentials);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setSending(true);
    const started = performance.now();
    try {
      // No cookies or referrer of this site go to the API's origin.
      // A redirect is shown, not followed: its target is usually another site (a download).
      const response = await fetch(request.url, { ...request.init, credentials: 'omit', referrerPolicy: 'no-referrer', redirect: 'manual', signal: controller.signal });
      if (response.type === 'opaqueredirect') {
        setOutcome({ kind: 'redirect', ms: Math.round(performance.now() - started), url: request.url });
        return;
      }
      const text = await response.text();
      setOutcome({
        kind: 'response',
        status: response.status,
        statusText: response.statusText,
        ms: Math.round(performance.now() - started),
        headers: [...response.headers.entries()],
        body: prettyBody(text, response.headers.get('content-type')),
        url: request.url,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      setOutcome({
        kind: 'failed',
        ms: Math.round(performance.now() - started),
        url: request.url,
        message: (error as Error).message,
        curl: samples.curl ?? '',
      });
    } finally {
      if (abort.current === controller) setSending(false);
    }
  }

  const server = data.servers[state.server];
  const body = data.bodies[state.body];
  const bodyProblem = resolved.problems.find((p) => p.startsWith('The request body'));
  const secretField = (label: string, key: keyof Credentials, hint: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-cred-${key}`}>{label}</label>
      <input
        id={`${id}-cred-${key}`}
        type={reveal ? 'text' : 'password'}
        autoComplete="off"
        spellCheck={false}
        value={state.credentials[key] ?? ''}
        onChange={(e) => setCredentials({ [key]: e.target.value })}
        aria-describedby={`${id}-cred-hint`}
      />
      <span className={styles.hint}>{hint}</span>
    </div>
  );

  return (
    <form
      className={styles.form}
      aria-label={`Request builder: ${data.method} ${data.path}`}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <fieldset className={styles.group}>
        <legend>Server</legend>
        <div className={styles.field}>
          <label htmlFor={`${id}-server`}>Server</label>
          <select id={`${id}-server`} value={state.server} onChange={(e) => chooseServer(Number(e.target.value))}>
            {data.servers.map((s, i) => (
              <option key={s.url} value={i}>
                {s.url}
                {s.description ? ` (${s.description})` : ''}
              </option>
            ))}
            <option value={-1}>Custom base URL</option>
          </select>
        </div>
        {server?.variables.map((v) => (
          <div key={v.name} className={styles.field}>
            <label htmlFor={`${id}-var-${v.name}`}>{v.name}</label>
            {v.enum ? (
              <select id={`${id}-var-${v.name}`} value={state.serverVariables[v.name] ?? v.default} onChange={(e) => update({ serverVariables: { ...state.serverVariables, [v.name]: e.target.value } })}>
                {v.enum.map((x) => (
                  <option key={x}>{x}</option>
                ))}
              </select>
            ) : (
              <input id={`${id}-var-${v.name}`} value={state.serverVariables[v.name] ?? v.default} onChange={(e) => update({ serverVariables: { ...state.serverVariables, [v.name]: e.target.value } })} />
            )}
            {v.description ? <span className={styles.hint}>{v.description}</span> : null}
          </div>
        ))}
        {state.server < 0 ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-base`}>Base URL</label>
            <input
              id={`${id}-base`}
              type="url"
              inputMode="url"
              placeholder="http://localhost:8987"
              value={state.customBaseUrl}
              onChange={(e) => chooseServer(-1, e.target.value)}
            />
            <span className={styles.hint}>A local director or a mock server; the path {data.path} is added to it.</span>
          </div>
        ) : null}
      </fieldset>

      {data.auth ? (
        <fieldset className={styles.group}>
          <legend>Authentication{data.authOptional ? ' (optional)' : ''}</legend>
          {data.auth.kind === 'bearer' ? secretField('Bearer token', 'token', 'Sent as Authorization: Bearer …') : null}
          {data.auth.kind === 'basic' ? (
            <>
              {secretField('Username', 'username', 'HTTP Basic authentication')}
              {secretField('Password', 'password', 'HTTP Basic authentication')}
            </>
          ) : null}
          {data.auth.kind === 'apiKey' ? secretField(data.auth.name, 'apiKey', `API key in the ${data.auth.in} ${data.auth.name}`) : null}
          <p id={`${id}-cred-hint`} className={styles.hint}>
            Kept in this tab only (sessionStorage) and sent only to the server above. Samples show the environment variable {data.env.secret} unless you show secrets.
          </p>
          <div className={styles.row}>
            <label className={styles.check}>
              <input type="checkbox" checked={reveal} onChange={(e) => setReveal(e.target.checked)} /> Show secrets (in the fields and the samples)
            </label>
            <button type="button" className={styles.secondary} onClick={forget}>
              Forget credentials
            </button>
          </div>
        </fieldset>
      ) : null}

      {LOCATIONS.map(([location, title]) => {
        const params = data.params.filter((p) => p.in === location);
        if (params.length === 0) return null;
        return (
          <fieldset key={location} className={styles.group}>
            <legend>{title}</legend>
            {params.map((p) => (
              <ParamField key={paramKey(p)} id={`${id}-${paramKey(p)}`} param={p} value={state.values[paramKey(p)] ?? ''} onChange={(v) => setValue(paramKey(p), v)} />
            ))}
            {location === 'cookie' ? <p className={styles.hint}>A browser page cannot set cookies for another site: cookie parameters reach the samples, not Send.</p> : null}
          </fieldset>
        );
      })}

      {body ? (
        <fieldset className={styles.group}>
          <legend>Request body{data.bodyRequired ? '' : ' (optional)'}</legend>
          {data.bodies.length > 1 ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-media`}>Content type</label>
              <select id={`${id}-media`} value={state.body} onChange={(e) => update({ body: Number(e.target.value), bodyText: data.bodies[Number(e.target.value)]?.examples[0]?.text ?? '' })}>
                {data.bodies.map((b, i) => (
                  <option key={b.mediaType} value={i}>
                    {b.mediaType}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {body.examples.length > 1 ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-example`}>Example</label>
              <select id={`${id}-example`} defaultValue="" onChange={(e) => update({ bodyText: body.examples[Number(e.target.value)]?.text ?? state.bodyText })}>
                <option value="" disabled>
                  Fill the body from an example…
                </option>
                {body.examples.map((ex, i) => (
                  <option key={ex.name} value={i}>
                    {ex.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className={styles.field}>
            <label htmlFor={`${id}-body`}>Body ({body.mediaType})</label>
            <textarea
              id={`${id}-body`}
              className={styles.editor}
              spellCheck={false}
              rows={Math.min(18, Math.max(4, state.bodyText.split('\n').length + 1))}
              value={state.bodyText}
              aria-invalid={bodyProblem ? true : undefined}
              aria-describedby={bodyProblem ? `${id}-body-problem` : undefined}
              onChange={(e) => update({ bodyText: e.target.value })}
              onKeyDown={(e) => {
                // Tab indents inside the editor; Escape then Tab leaves it (keyboard users are not trapped).
                if (e.key === 'Tab' && !e.shiftKey && e.currentTarget.dataset.escaped !== '1') {
                  e.preventDefault();
                  const el = e.currentTarget;
                  const at = el.selectionStart;
                  const text = el.value.slice(0, at) + '  ' + el.value.slice(el.selectionEnd);
                  update({ bodyText: text });
                  requestAnimationFrame(() => el.setSelectionRange(at + 2, at + 2));
                }
                e.currentTarget.dataset.escaped = e.key === 'Escape' ? '1' : '';
              }}
            />
            <span className={styles.hint}>Tab indents; press Escape, then Tab, to move on.</span>
            {bodyProblem ? (
              <span id={`${id}-body-problem`} className={styles.problem}>
                {bodyProblem}
              </span>
            ) : null}
          </div>
        </fieldset>
      ) : null}

      <div className={styles.row}>
        <button type="submit" className={styles.primary} aria-describedby={`${id}-target`}>
          {sending ? 'Sending…' : 'Send'}
        </button>
        {sending ? (
          <button type="button" className={styles.secondary} onClick={() => abort.current?.abort()}>
            Cancel
          </button>
        ) : null}
        <code id={`${id}-target`} className={styles.target}>
          {data.method} {resolved.baseUrl || '(no server)'}
          {resolved.path}
        </code>
      </div>

      <div aria-live="polite" className={styles.result}>
        {outcome ? <OutcomeView outcome={outcome} /> : null}
      </div>
    </form>
  );
}

function ParamField({ id, param, value, onChange }: { id: string; param: TryItParam; value: string; onChange: (v: string) => void }) {
  const hint = [param.type === 'array' ? `array of ${param.itemType ?? 'string'}, comma-separated` : param.type === 'object' ? 'object, as JSON' : param.type, param.deprecated ? 'deprecated' : ''].filter(Boolean).join(' · ');
  const choices = param.type === 'boolean' ? ['true', 'false'] : param.type !== 'array' ? param.enum : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{param.name}</label>
      {choices ? (
        <select id={id} value={value} required={param.required} onChange={(e) => onChange(e.target.value)}>
          <option value="">{param.required ? 'Choose…' : '(not sent)'}</option>
          {choices.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      ) : (
        <input id={id} value={value} spellCheck={false} aria-required={param.required} placeholder={param.required ? '' : '(not sent)'} onChange={(e) => onChange(e.target.value)} />
      )}
      <span className={styles.hint}>
        {param.required ? <strong>required</strong> : 'optional'} · {hint}
        {param.enum && param.type === 'array' ? ` · one or more of ${param.enum.join(', ')}` : ''}
      </span>
    </div>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'problems') {
    return (
      <div className={styles.problems} role="alert">
        <strong>Not sent: fix these first.</strong>
        <ul>
          {outcome.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <div className={styles.failed} role="alert">
        <strong>The request did not complete ({outcome.ms} ms).</strong>
        <p>
          The browser could not read an answer from {new URL(outcome.url).origin}: the server is unreachable, or it does not allow requests from this site
          (its CORS headers do not list this origin), or a network error occurred ({outcome.message}). Run the request from a terminal instead:
        </p>
        <div className={styles.liveCode}>
          <pre tabIndex={0}>
            <code>{outcome.curl}</code>
          </pre>
          <CopyButton text={outcome.curl} label="Copy the curl command" />
        </div>
      </div>
    );
  }
  if (outcome.kind === 'redirect') {
    return (
      <section className={styles.response} aria-label="Response">
        <p className={styles.responseHead}>
          <span className={styles.statusOk} data-testid="try-it-status">
            Redirect (3xx)
          </span>
          <span>{outcome.ms} ms</span>
        </p>
        <p className={styles.hint}>The server answered with a redirect. Browsers do not show a page where it points; the curl sample with -L follows it.</p>
      </section>
    );
  }
  const ok = outcome.status >= 200 && outcome.status < 300;
  return (
    <section className={styles.response} aria-label="Response">
      <p className={styles.responseHead}>
        <span className={ok ? styles.statusOk : styles.statusBad} data-testid="try-it-status">
          {outcome.status} {outcome.statusText}
        </span>
        <span>{outcome.ms} ms</span>
      </p>
      <details>
        <summary>Headers ({outcome.headers.length})</summary>
        <table className={styles.headers}>
          <tbody>
            {outcome.headers.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.hint}>Only headers the server exposes to browsers (CORS) are listed.</p>
      </details>
      <div className={styles.liveCode}>
        <pre tabIndex={0} aria-label="Response body">
          <code>{outcome.body || '(empty body)'}</code>
        </pre>
        {outcome.body ? <CopyButton text={outcome.body} label="Copy the body" /> : null}
      </div>
    </section>
  );
}
