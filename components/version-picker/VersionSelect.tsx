import { useId, type ReactNode } from 'react';
import styles from './version-picker.module.css';

export { styles as versionPickerStyles };

/**
 * The one version picker: a labelled native `<select>` (keyboard and screen readers get it for
 * free), what the choice means or where it leads (`children`), and a status line read aloud. As a
 * panel (the docs' preferred version) or a line (the API's release above each page).
 */
export function VersionSelect({
  layout,
  label,
  value,
  options,
  onChoose,
  status,
  testId,
  ready,
  describedBy,
  children,
}: {
  layout: 'panel' | 'inline';
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChoose: (value: string) => void;
  status: string;
  testId: string;
  /** Set once the stored choice has been read (tests wait for it). */
  ready?: boolean;
  describedBy?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    // A control, not content: its options ("1.4.0 (current)1.3.0…") would run together in search excerpts.
    <div
      className={styles[layout]}
      data-testid={testId}
      data-ready={ready === undefined ? undefined : String(ready)}
      data-pagefind-ignore="all"
    >
      <label htmlFor={`${id}-select`} className={styles.label}>
        {label}
      </label>
      <select
        id={`${id}-select`}
        className={styles.select}
        value={value}
        onChange={(event) => onChoose(event.target.value)}
        aria-describedby={describedBy}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {children}
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
