'use client';
import { useId, useRef, useState } from 'react';
import { RecipeRun, type RunEvent, type RunOutcome } from '../../shared/recipes/engine';
import type { Recipe } from '../../shared/recipes/types';
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

/** The runner: server and key (from the request builder), Run all or one step at a time, and the log as it happens. */
export default function RecipeRunner({ recipe }: { recipe: Recipe }) {
  // Where the request builder was sent and with which key, as this tab remembers them; else the
  // API's first listed server.
  const [server, setServer] = useState(() => {
    const s = readStoredServer();
    return s?.custom && s.customBaseUrl ? s.customBaseUrl : (recipe.server ?? '');
  });
  const [token, setToken] = useState(() => readStoredCredentials()?.token ?? '');
  const [log, setLog] = useState<LogEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<RunOutcome | undefined>();
  const [nextStep, setNextStep] = useState<string | undefined>(recipe.steps[0]?.stepId);
  const run = useRef<RecipeRun | undefined>(undefined);
  const id = useId();
  // Nothing is sent until there is a server to send it to (a description may list none).
  const ready = server.trim() !== '';
  const counter = useRef(0);

  const fresh = () => {
    setLog([]);
    setOutcome(undefined);
    run.current = new RecipeRun(recipe, {
      server: server.trim(),
      headers: token ? { Authorization: `Bearer ${token}` } : {},
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
      if (end) setOutcome(end);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.form}>
      <div className={styles.field}>
        <label htmlFor={`${id}-server`}>Server</label>
        <input
          id={`${id}-server`}
          type="url"
          required
          placeholder="https://…"
          aria-describedby={`${id}-server-hint`}
          value={server}
          onChange={(e) => setServer(e.target.value)}
          spellCheck={false}
        />
        <span id={`${id}-server-hint`} className={styles.hint}>
          The API's first listed server, or the base URL you chose in the request builder.
        </span>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-token`}>API key (bearer token)</label>
        <input
          id={`${id}-token`}
          type="password"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          autoComplete="off"
        />
      </div>
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
          data-outcome={outcome.status}
          className={`${styles.runOutcome} ${outcome.status === 'passed' ? styles.statusOk : styles.statusBad}`}
        >
          {outcome.status === 'passed'
            ? `The recipe passed. Outputs: ${JSON.stringify(outcome.outputs)}`
            : `Stopped at step ${outcome.stepId}: ${outcome.criterion} did not hold (${outcome.reason}).`}
        </p>
      ) : null}
    </div>
  );
}
