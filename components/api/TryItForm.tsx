'use client';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { SAMPLE_GENERATORS } from '../../shared/api/samples/index';
import {
  fetchRequestOf,
  initialState,
  isStructuredMedia,
  paramKey,
  resolveRequest,
  sampleRequestOf,
  sentUrlOf,
  type ResolvedRequest,
} from '../../shared/api/try-it/request';
import type { BodyProblem } from '../../shared/api/try-it/body-check';
import { renewKeys } from '../../shared/api/try-it/idempotency';
import type { TryItBody, TryItOperation, TryItState } from '../../shared/api/try-it/types';
import type { SchemaData } from '../../shared/api/schema-address';
import { fetchJsonOnce } from '../behaviour/fetch-json-once';
import { publishLiveSamples } from './live-samples';
import { AuthFields } from './try-it/AuthFields';
import { BodyFields } from './try-it/BodyFields';
import { OutcomeView } from './try-it/OutcomeView';
import { ParamFields } from './try-it/ParamFields';
import { sendRequest, type Outcome } from './try-it/send';
import { ServerFields } from './try-it/ServerFields';
import { useStoredCredentials } from './try-it/use-stored-credentials';
import styles from './try-it.module.css';

// The body check (a JSON Schema validator) is a chunk of its own: only operations with a body load it.
let bodyCheck: Promise<typeof import('../../shared/api/try-it/body-check')> | undefined;
const loadBodyCheck = () => {
  bodyCheck ??= import('../../shared/api/try-it/body-check');
  bodyCheck.catch(() => (bodyCheck = undefined));
  return bodyCheck;
};

/** Where a value breaks the schema of the body it is checked for. */
type BodyCheck = (value: unknown) => BodyProblem[];

/**
 * The check of one body: the validator with the body's schema, which the page carries or (a large
 * API's page) its schema data file keeps; null when the body has no schema to check against.
 */
async function loadCheckOf(body: TryItBody | undefined): Promise<BodyCheck | null> {
  if (!body || (body.schema === undefined && !body.schemaAt)) return null;
  const { schema, schemaAt } = body;
  const [module, found] = await Promise.all([
    loadBodyCheck(),
    schema ?? (schemaAt && fetchJsonOnce<SchemaData>(schemaAt.href).then((data) => data.bodyChecks?.[schemaAt.index])),
  ]);
  return found === undefined || found === null ? null : (value) => module.bodyProblems(found, value);
}

/** Where the body as typed breaks its schema: none until the check has loaded, or for a body the builder sends as text. */
function schemaProblemsOf(check: BodyCheck | null, body: ResolvedRequest['body']): BodyProblem[] {
  return check && body && isStructuredMedia(body.mediaType) ? check(body.value) : [];
}

/** The request builder's form, response panel and live samples (loaded on demand by `ApiTryIt`). */
export default function TryItForm({ data }: { data: TryItOperation }) {
  const id = useId();
  const [initial] = useState<TryItState>(() => initialState(data));
  const [state, setState] = useState<TryItState>(initial);
  // The idempotency keys the builder made and the form still holds: each Send replaces them.
  const generatedKeys = useRef(
    Object.fromEntries(
      data.params.filter((p) => p.freshKey).map((p) => [paramKey(p), initial.values[paramKey(p)] ?? '']),
    ),
  );
  const [reveal, setReveal] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const stored = useStoredCredentials(setState);

  const resolved = useMemo(() => resolveRequest(data, state), [data, state]);
  const samples = useMemo(() => {
    const request = sampleRequestOf(data, state, resolved, reveal);
    return Object.fromEntries(SAMPLE_GENERATORS.map((g) => [g.id, g.generate(request)]));
  }, [data, state, resolved, reveal]);
  useEffect(() => publishLiveSamples(samples), [samples]);
  useEffect(() => () => publishLiveSamples(null), []);
  const body = data.bodies[state.body];
  // The check loaded for a body: it applies while that body is the one picked.
  const [loaded, setLoaded] = useState<{ body: TryItBody | undefined; check: BodyCheck | null } | null>(null);
  useEffect(() => {
    let current = true;
    void loadCheckOf(body).then(
      (check) => current && setLoaded({ body, check }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [body]);
  const check = loaded && loaded.body === body ? loaded.check : null;
  const schemaProblems = useMemo(() => schemaProblemsOf(check, resolved.body), [check, resolved.body]);

  const update = (change: Partial<TryItState>) => setState((s) => ({ ...s, ...change }));
  const chooseServer = (server: number, customBaseUrl = state.customBaseUrl) => {
    stored.rememberServer(server, customBaseUrl);
    const variables = data.servers[server]?.variables ?? [];
    update({ server, customBaseUrl, serverVariables: Object.fromEntries(variables.map((v) => [v.name, v.default])) });
  };
  const forget = () => {
    stored.forget();
    setReveal(false);
  };

  async function send(anyway = false) {
    if (resolved.problems.length > 0) {
      setOutcome({ kind: 'problems', problems: resolved.problems });
      return;
    }
    // A body that breaks its schema goes only when the reader says so (checked even if Send came before the check loaded).
    const loadedCheck = check ?? (await loadCheckOf(body).catch(() => null));
    const problems = schemaProblemsOf(loadedCheck, resolved.body);
    if (problems.length > 0 && !anyway) {
      setOutcome({ kind: 'schema', problems });
      return;
    }
    const request = fetchRequestOf(data, resolved, state.credentials);
    const curl = samples.curl ?? '';
    const renewed = renewKeys(state.values, generatedKeys.current);
    generatedKeys.current = renewed.generated;
    if (Object.keys(renewed.generated).length > 0)
      setState((s) => ({ ...s, values: { ...s.values, ...renewed.generated } }));
    // A new Send cancels the one still waiting; only the latest clears "Sending…".
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setSending(true);
    try {
      const result = await sendRequest(request, { signal: controller.signal, curl });
      if (result) setOutcome(result);
    } finally {
      if (abort.current === controller) setSending(false);
    }
  }

  return (
    <form
      className={styles.form}
      aria-label={`Request builder: ${data.method} ${data.path}`}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <ServerFields
        id={id}
        data={data}
        state={state}
        onChooseServer={chooseServer}
        onVariable={(name, value) => update({ serverVariables: { ...state.serverVariables, [name]: value } })}
      />

      {data.auth ? (
        <AuthFields
          id={id}
          auth={data.auth}
          signIn={data.signIn}
          optional={Boolean(data.authOptional)}
          secretEnv={data.env.secret}
          credentials={state.credentials}
          reveal={reveal}
          onCredentials={stored.setCredentials}
          onReveal={setReveal}
          onForget={forget}
        />
      ) : null}

      <ParamFields
        id={id}
        params={data.params}
        values={state.values}
        onValue={(key, value) => setState((s) => ({ ...s, values: { ...s.values, [key]: value } }))}
      />

      <BodyFields
        id={id}
        data={data}
        state={state}
        problem={resolved.problems.find((p) => p.startsWith('The request body'))}
        schemaProblems={schemaProblems}
        onChange={update}
      />

      <div className={styles.row}>
        <button type="submit" className={styles.primary} aria-describedby={`${id}-target`}>
          {sending ? 'Sending…' : 'Send'}
        </button>
        {sending ? (
          <button type="button" className={styles.secondary} onClick={() => abort.current?.abort()}>
            Cancel
          </button>
        ) : null}
        {/* The URL exactly as Send fetches it, query string included. */}
        <code id={`${id}-target`} className={styles.target}>
          {data.method}{' '}
          {resolved.baseUrl ? sentUrlOf(data, resolved, state.credentials, reveal) : `(no server)${resolved.path}`}
        </code>
      </div>

      <div aria-live="polite" className={styles.result}>
        {outcome ? <OutcomeView outcome={outcome} onSendAnyway={() => void send(true)} /> : null}
      </div>
    </form>
  );
}
