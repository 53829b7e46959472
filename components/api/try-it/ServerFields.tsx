import type { TryItOperation, TryItState } from '../../../shared/api/try-it/types';
import styles from '../try-it.module.css';

/** The server requests go to: one of the spec's (with its variables) or a custom base URL. */
export function ServerFields({
  id,
  data,
  state,
  onChooseServer,
  onVariable,
}: {
  id: string;
  data: TryItOperation;
  state: Pick<TryItState, 'server' | 'serverVariables' | 'customBaseUrl'>;
  onChooseServer: (server: number, customBaseUrl?: string) => void;
  onVariable: (name: string, value: string) => void;
}) {
  const server = data.servers[state.server];
  return (
    <fieldset className={styles.group}>
      <legend>Server</legend>
      <div className={styles.field}>
        <label htmlFor={`${id}-server`}>Server</label>
        <select id={`${id}-server`} value={state.server} onChange={(e) => onChooseServer(Number(e.target.value))}>
          {data.servers.map((s, i) => (
            <option key={s.url} value={i}>
              {s.url}
              {s.label ? ` (${s.label})` : ''}
            </option>
          ))}
          <option value={-1}>Custom base URL</option>
        </select>
      </div>
      {server?.variables.map((v) => (
        <div key={v.name} className={styles.field}>
          <label htmlFor={`${id}-var-${v.name}`}>{v.name}</label>
          {v.enum ? (
            <select
              id={`${id}-var-${v.name}`}
              value={state.serverVariables[v.name] ?? v.default}
              onChange={(e) => onVariable(v.name, e.target.value)}
            >
              {v.enum.map((x) => (
                <option key={x}>{x}</option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-var-${v.name}`}
              value={state.serverVariables[v.name] ?? v.default}
              onChange={(e) => onVariable(v.name, e.target.value)}
            />
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
            onChange={(e) => onChooseServer(-1, e.target.value)}
          />
          <span className={styles.hint}>
            A local director or a mock server; the path {data.path} is added to it. The site&apos;s security policy may
            block origins other than the servers above: the builder says so if it does.
          </span>
        </div>
      ) : null}
    </fieldset>
  );
}
