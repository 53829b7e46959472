import type { ReactNode } from 'react';
import { Markdown } from '../Markdown';
import styles from './cli.module.css';
import { ColumnsTable } from './ColumnsTable';
import { Code, Td, Tr } from './theme';
import type { CliFlagData } from '../../shared/cli/types';
import { historyMarkText, type HistoryMark } from '../../shared/api/history-marks';

/**
 * "Added in 1.7.0", "Deprecated in 1.7.0 (use --var)": the API's history mark, in the flag's
 * badges, a link to its release's list on the changelog; its words say what it is.
 */
function HistoryMarkLink({ mark }: { mark: HistoryMark }) {
  const tone =
    mark.change === 'deprecated' ? styles.deprecated : mark.change === 'changed' ? styles.changed : styles.added;
  return (
    <a href={mark.href} className={`${styles.badge} ${tone} ${styles.historyMark}`} data-history={mark.change}>
      {historyMarkText(mark)}
    </a>
  );
}

function defaultText(value: CliFlagData['default']): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function Facts({ flag }: { flag: CliFlagData }) {
  const facts: Array<[string, ReactNode]> = [['Type', flag.type]];
  const fallback = defaultText(flag.default);
  if (fallback !== undefined) facts.push(['Default', <Code key="d">{fallback}</Code>]);
  if (flag.env) facts.push(['Environment', <Code key="e">{flag.env}</Code>]);
  if (flag.enum) {
    facts.push([
      'One of',
      flag.enum.map((value, i) => (
        <span key={value}>
          {i > 0 && ', '}
          <Code>{value}</Code>
        </span>
      )),
    ]);
  }
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Flags of one command. Each row is the target of `#flag-<name>`; the second column holds the
 * description with the flag's type, default, environment variable and allowed values.
 */
export function CliFlagsTable({ flags }: { flags: CliFlagData[] }) {
  return (
    <ColumnsTable columns={['Flag', 'Description']} className={styles.flags}>
      {flags.map((flag) => {
        const long = `--${flag.name}${flag.valueName ? ` <${flag.valueName}>` : ''}`;
        return (
          <Tr key={flag.name} id={`flag-${flag.name}`} className={styles.target}>
            <Td className={styles.flagCell}>
              <a href={`#flag-${flag.name}`} className={styles.flagName}>
                <Code>{flag.short ? `-${flag.short}, ${long}` : long}</Code>
              </a>
              {(flag.required || flag.repeatable || flag.secret || flag.deprecated || flag.history) && (
                <div className={styles.badges}>
                  {flag.required && <span className={`${styles.badge} ${styles.required}`}>required</span>}
                  {flag.repeatable && <span className={styles.badge}>repeatable</span>}
                  {flag.secret && <span className={styles.badge}>secret</span>}
                  {flag.deprecated && <span className={`${styles.badge} ${styles.deprecated}`}>deprecated</span>}
                  {flag.history?.map((mark) => (
                    <HistoryMarkLink key={`${mark.change}-${mark.version}`} mark={mark} />
                  ))}
                </div>
              )}
            </Td>
            <Td>
              {flag.deprecated && (
                <p className={styles.deprecationNote}>
                  <strong>Deprecated:</strong> {flag.deprecated}
                </p>
              )}
              <Markdown source={flag.description} />
              <Facts flag={flag} />
            </Td>
          </Tr>
        );
      })}
    </ColumnsTable>
  );
}

/** The global flags every command inherits, folded away so the command's own flags come first. */
export function CliGlobalFlags({ flags }: { flags: CliFlagData[] }) {
  return (
    <details className={styles.details}>
      <summary>Show the {flags.length} global flags</summary>
      <CliFlagsTable flags={flags} />
    </details>
  );
}
