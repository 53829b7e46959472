import type { TryItOperation, TryItState } from '../../../shared/api/try-it/types';
import type { BodyProblem } from '../../../shared/api/try-it/body-check';
import styles from '../try-it.module.css';

/** The request body: its media type, an example to start from, and the editor. */
export function BodyFields({
  id,
  data,
  state,
  problem,
  schemaProblems,
  onChange,
}: {
  id: string;
  data: TryItOperation;
  state: Pick<TryItState, 'body' | 'bodyText'>;
  /** Why the body as typed cannot be sent, if it cannot. */
  problem?: string;
  /** Where the body as typed breaks its schema (it can still be sent on purpose). */
  schemaProblems: BodyProblem[];
  onChange: (change: Partial<Pick<TryItState, 'body' | 'bodyText'>>) => void;
}) {
  const body = data.bodies[state.body];
  if (!body) return null;
  return (
    <fieldset className={styles.group}>
      <legend>Request body{data.bodyRequired ? '' : ' (optional)'}</legend>
      {data.bodies.length > 1 ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-media`}>Content type</label>
          <select
            id={`${id}-media`}
            value={state.body}
            onChange={(e) =>
              onChange({
                body: Number(e.target.value),
                bodyText: data.bodies[Number(e.target.value)]?.examples[0]?.text ?? '',
              })
            }
          >
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
          <select
            id={`${id}-example`}
            defaultValue=""
            onChange={(e) => onChange({ bodyText: body.examples[Number(e.target.value)]?.text ?? state.bodyText })}
          >
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
          aria-invalid={problem || schemaProblems.length > 0 ? true : undefined}
          aria-describedby={
            problem ? `${id}-body-problem` : schemaProblems.length > 0 ? `${id}-body-schema` : undefined
          }
          onChange={(e) => onChange({ bodyText: e.target.value })}
          onKeyDown={(e) => {
            // Tab indents inside the editor; Escape then Tab leaves it (keyboard users are not trapped).
            if (e.key === 'Tab' && !e.shiftKey && e.currentTarget.dataset.escaped !== '1') {
              e.preventDefault();
              const el = e.currentTarget;
              const at = el.selectionStart;
              const text = el.value.slice(0, at) + '  ' + el.value.slice(el.selectionEnd);
              onChange({ bodyText: text });
              requestAnimationFrame(() => el.setSelectionRange(at + 2, at + 2));
            }
            e.currentTarget.dataset.escaped = e.key === 'Escape' ? '1' : '';
          }}
        />
        <span className={styles.hint}>Tab indents; press Escape, then Tab, to move on.</span>
        {problem ? (
          <span id={`${id}-body-problem`} className={styles.problem}>
            {problem}
          </span>
        ) : null}
        {!problem && schemaProblems.length > 0 ? (
          <span id={`${id}-body-schema`} className={styles.problem} data-testid="try-it-body-schema">
            Does not match the schema:{' '}
            {schemaProblems.map((p) => `${p.pointer || '(the body)'} ${p.message}`).join(' · ')}
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}
