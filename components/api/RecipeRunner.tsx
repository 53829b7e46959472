'use client';
import { useId, useRef, useState } from 'react';
import { site } from '../../site.config';
import { RecipeRun, type RunEvent, type RunOutcome } from '../../shared/recipes/engine';
import { conditionSentence, differsOnMock } from '../../shared/recipes/describe';
import { inputFieldText, isTextInput, readInputFields } from '../../shared/recipes/input-fields';
import type { Recipe, RecipeServer } from '../../shared/recipes/types';
import styles from './try-it.module.css';
import { readStoredCredentials, readStoredServer } from './try-it/use-stored-credentials';

interface LogEntry {
  id: number;
  event: RunEvent;
}

function eventText(event: RunEvent): string {
  switch (event.type) {
    case 'request':
      return `${event.request.method} ${event.request.url}${event.request.body ? `\n${event.request.body}` : ''}`;
    case 'response':
      return `${event.response.status}\n${typeof event.response.body === 'string' ? event.response.body : (JSON.stringify(event.response.body, null, 2) ?? '')}`;
    case 'retry':
      return `${event.action}: waiting ${event.afterSeconds} s before trying again (retry ${event.attempt})`;
    case 'step':
      return `outputs: ${JSON.stringify(event.outputs)}`;
  }
}

const EVENT_LABEL: Record<RunEvent['type'], string> = {
  request: 'Request',
  response: 'Response',
  retry: 'Retry',
  step: 'Passed',
};

/** Where the run stops, in words, the check's expression as code, and what to expect of it on a mock. */
function OutcomeText({ outcome, mock }: { outcome: RunOutcome; mock: boolean }) {
  if (outcome.status === 'passed')
    return (
      <>
        The recipe passed{mock ? ' against a mock: its values are the API description’s examples' : ''}. Outputs:{' '}
        {JSON.stringify(outcome.outputs)}
      </>
    );
  // The engine's own criterion for a request that got no answer is a sentence already.
  const isCheck = !outcome.criterion.startsWith('the request');
  return (
    <>
      Stopped at step {outcome.stepId}:{' '}
      {isCheck ? (
        <>
          the check “{conditionSentence(outcome.criterion)}” (<code>{outcome.criterion}</code>) did not hold
        </>
      ) : (
        outcome.criterion
      )}{' '}
      ({outcome.reason}).
      {isCheck && mock && differsOnMock(outcome.criterion)
        ? ' Expected on a mock: it answers with the API description’s examples, not with what this run created.'
        : ''}
      {isCheck && !mock && /^status 2\d\d$/.test(outcome.reason)
        ? ' If this server is a mock (Prism), tick “The server is a mock” so each step asks for the status it expects.'
        : ''}
    </>
  );
}

/** The servers offered: the API's, then the mocks the site lists (site.config.ts, `tryIt.mockServers`). */
const serversOf = (recipe: Recipe): RecipeServer[] => [
  ...(recipe.servers ?? []),
  ...site.tryIt.mockServers.map((m) => ({ url: m.url, label: m.label, mock: true as const })),
];
const CUSTOM = -1;

/**
 * The runner: the server (the API's, a listed mock, or another), whether it is a mock, the API key,
 * the recipe's inputs, Run all or one step at a time, and the log as it happens.
 */
export default function RecipeRunner({ recipe }: { recipe: Recipe }) {
  const servers = serversOf(recipe);
  // A base URL the request builder was sent to in this tab comes first; else the API's first server.
  const [choice, setChoice] = useState(() => {
    const s = readStoredServer();
    return s?.custom && s.customBaseUrl ? CUSTOM : servers.length > 0 ? 0 : CUSTOM;
  });
  const [customUrl, setCustomUrl] = useState(() => {
    const s = readStoredServer();
    return s?.custom ? s.customBaseUrl : '';
  });
  const [mock, setMock] = useState(() => choice !== CUSTOM && !!servers[choice]?.mock);
  const [token, setToken] = useState(() => readStoredCredentials()?.token ?? '');
  const [inputTexts, setInputTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(recipe.inputs.map((input) => [input.name, inputFieldText(input)])),
  );
  const [log, setLog] = useState<LogEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ run: RunOutcome; mock: boolean } | undefined>();
  const [nextStep, setNextStep] = useState<string | undefined>(recipe.steps[0]?.stepId);
  const run = useRef<RecipeRun | undefined>(undefined);
  const id = useId();
  const counter = useRef(0);
  const server = (choice === CUSTOM ? customUrl : (servers[choice]?.url ?? '')).trim();
  const inputs = readInputFields(recipe.inputs, inputTexts);
  // Nothing is sent until there is a server to send it to (a description may list none) and the inputs read.
  const ready = server !== '' && inputs.ok;

  const choose = (value: number) => {
    setChoice(value);
    setMock(value !== CUSTOM && !!servers[value]?.mock);
  };

  const fresh = () => {
    setLog([]);
    setOutcome(undefined);
    run.current = new RecipeRun(recipe, {
      server,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      inputs: inputs.ok ? inputs.values : {},
      mock,
      onEvent: (event) => setLog((l) => [...l, { id: counter.current++, event }]),
    });
    return run.current;
  };

  const advance = async (all: boolean) => {
    setBusy(true);
    try {
      const current = all || !run.current || run.current.done ? fresh() : run.current;
      do {
        const step = await current.next();
        if (step.status === 'failed') break;
      } while (all && !current.done);
      setNextStep(current.current?.stepId);
      const end = current.outcome();
      if (end) setOutcome({ run: end, mock });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.form}>
      <fieldset className={styles.group}>
        <legend>Where the steps go</legend>
        <div className={styles.field}>
          <label htmlFor={`${id}-server`}>Server</label>
          <select id={`${id}-server`} value={choice} onChange={(e) => choose(Number(e.target.value))}>
            {servers.map((s, i) => (
              <option key={s.url} value={i}>
                {s.url}
                {s.label ? ` (${s.label})` : ''}
                {s.mock ? ', a mock' : ''}
              </option>
            ))}
            <option value={CUSTOM}>Another server (base URL)</option>
          </select>
        </div>
        {choice === CUSTOM ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-base`}>Base URL</label>
            <input
              id={`${id}-base`}
              type="url"
              inputMode="url"
              required
              placeholder="http://127.0.0.1:4010"
              aria-describedby={`${id}-base-hint`}
              value={customUrl}
              onChange={(e) => setCustomUrl(e.target.value)}
              spellCheck={false}
            />
            <span id={`${id}-base-hint`} className={styles.hint}>
              Your own server, a local director or a mock; each step&apos;s path is added to it.
            </span>
          </div>
        ) : null}
        <div className={styles.row}>
          <label className={styles.check}>
            <input type="checkbox" checked={mock} onChange={(e) => setMock(e.target.checked)} />
            The server is a mock (Prism)
          </label>
        </div>
        <span className={styles.hint}>
          A mock answers with the API description&apos;s examples and cannot tell which of an operation&apos;s answers a
          request gets: each step asks it for the status it expects (<code>Prefer: code=…</code>), and checks on a
          response&apos;s values may differ from a real server&apos;s.
        </span>
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-token`}>API key (bearer token)</label>
        <input
          id={`${id}-token`}
          type="password"
          aria-describedby={`${id}-token-hint`}
          value={token}
          onChange={(e) => setToken(e.target.value)}
          autoComplete="off"
        />
        <span id={`${id}-token-hint`} className={styles.hint}>
          Sent as <code>Authorization: Bearer …</code> with every step. Filled in from an operation page&apos;s
          &ldquo;Try it&rdquo; if you entered a token there in this tab; kept on this page only.
        </span>
      </div>
      {recipe.inputs.length > 0 ? (
        <fieldset className={styles.group}>
          <legend>Inputs</legend>
          {recipe.inputs.map((input) => {
            const fieldId = `${id}-input-${input.name}`;
            const problem = inputs.ok ? undefined : inputs.errors[input.name];
            const props = {
              id: fieldId,
              value: inputTexts[input.name] ?? '',
              spellCheck: false,
              required: input.required,
              'aria-invalid': problem ? true : undefined,
              'aria-describedby': `${fieldId}-hint`,
              onChange: (e: { target: { value: string } }) =>
                setInputTexts((t) => ({ ...t, [input.name]: e.target.value })),
            };
            return (
              <div key={input.name} className={styles.field}>
                <label htmlFor={fieldId}>{input.name}</label>
                {isTextInput(input) ? (
                  <input type="text" {...props} />
                ) : (
                  <textarea className={styles.editor} rows={4} {...props} />
                )}
                <span id={`${fieldId}-hint`} className={problem ? styles.problem : styles.hint}>
                  {problem ??
                    `${input.required ? 'Required' : 'Optional'}${isTextInput(input) ? '' : ', as JSON'}${input.description ? `: ${input.description}` : '.'}`}
                </span>
              </div>
            );
          })}
        </fieldset>
      ) : null}
      <div className={styles.tryItHead}>
        <button type="button" className={styles.primary} disabled={busy || !ready} onClick={() => void advance(true)}>
          Run this recipe
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy || !ready || (!!run.current && run.current.done)}
          onClick={() => void advance(false)}
        >
          {run.current && !run.current.done && nextStep ? `Run step ${nextStep}` : 'Run the first step'}
        </button>
      </div>
      <ol className={styles.runLog} aria-label="What the run did" aria-live="polite">
        {log.map(({ id, event }) => (
          <li key={id} data-event={event.type} data-step={event.stepId}>
            <strong>
              {EVENT_LABEL[event.type]} · {event.stepId}
            </strong>
            <pre>{eventText(event)}</pre>
          </li>
        ))}
      </ol>
      {outcome ? (
        <p
          role="status"
          data-outcome={outcome.run.status}
          className={`${styles.runOutcome} ${outcome.run.status === 'passed' ? styles.statusOk : styles.statusBad}`}
        >
          <OutcomeText outcome={outcome.run} mock={outcome.mock} />
        </p>
      ) : null}
    </div>
  );
}
