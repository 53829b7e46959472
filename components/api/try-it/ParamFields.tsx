import { paramKey } from '../../../shared/api/try-it/request';
import type { TryItParam } from '../../../shared/api/try-it/types';
import styles from '../try-it.module.css';

const LOCATIONS: Array<[TryItParam['in'], string]> = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['querystring', 'Query string'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
];

/** One group of fields per parameter location that has parameters, in path, query, header, cookie order. */
export function ParamFields({
  id,
  params,
  values,
  onValue,
}: {
  id: string;
  params: TryItParam[];
  /** Values as typed, by `paramKey`. */
  values: Record<string, string>;
  onValue: (key: string, value: string) => void;
}) {
  return (
    <>
      {LOCATIONS.map(([location, title]) => {
        const here = params.filter((p) => p.in === location);
        if (here.length === 0) return null;
        return (
          <fieldset key={location} className={styles.group}>
            <legend>{title}</legend>
            {here.map((p) => (
              <ParamField
                key={paramKey(p)}
                id={`${id}-${paramKey(p)}`}
                param={p}
                value={values[paramKey(p)] ?? ''}
                onChange={(v) => onValue(paramKey(p), v)}
              />
            ))}
            {location === 'cookie' ? (
              <p className={styles.hint}>
                A browser page cannot set cookies for another site: cookie parameters reach the samples, not Send.
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </>
  );
}

function ParamField({
  id,
  param,
  value,
  onChange,
}: {
  id: string;
  param: TryItParam;
  value: string;
  onChange: (v: string) => void;
}) {
  const hint = [
    param.in === 'querystring'
      ? `the whole query string${param.mediaType ? `, as ${param.mediaType}` : ''}`
      : param.type === 'array'
        ? `array of ${param.itemType ?? 'string'}, comma-separated`
        : param.type === 'object'
          ? 'object, as JSON'
          : param.type,
    param.deprecated ? 'deprecated' : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const choices = param.type === 'boolean' ? ['true', 'false'] : param.type !== 'array' ? param.enum : undefined;
  // An optional parameter's example is offered, not filled in: only what the reader chooses is sent.
  const offered = !param.required && param.example !== undefined && value !== param.example ? param.example : undefined;
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
        <input
          id={id}
          value={value}
          spellCheck={false}
          aria-required={param.required}
          placeholder={param.required ? '' : '(not sent)'}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <span className={styles.hint}>
        {param.required ? <strong>required</strong> : 'optional'} · {hint}
        {param.enum && param.type === 'array' ? ` · one or more of ${param.enum.join(', ')}` : ''}
        {param.freshKey
          ? ' · a new random key for each request sent (the server answers a repeated key with its first response); type your own to reuse one'
          : ''}
        {offered !== undefined ? (
          <>
            {' · e.g. '}
            <code>{offered}</code>{' '}
            <button
              type="button"
              className={styles.useExample}
              aria-label={`Use example for ${param.name}`}
              onClick={() => {
                onChange(offered);
                // The button goes once the value is the example: the field keeps the focus.
                document.getElementById(id)?.focus();
              }}
            >
              Use example
            </button>
          </>
        ) : null}
      </span>
    </div>
  );
}
