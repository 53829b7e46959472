import { Markdown } from '../Markdown';
import styles from './cli.module.css';
import { Code, Table, Td, Th, Tr } from './theme';
import type { CliFlagData } from './types';

function FlagName({ flag }: { flag: CliFlagData }) {
  const long = `--${flag.name}${flag.valueName ? ` <${flag.valueName}>` : ''}`;
  return (
    <span className={styles.flagName}>
      <a href={`#flag-${flag.name}`} aria-label={`Link to --${flag.name}`}>
        {flag.short ? <Code>{`-${flag.short}, ${long}`}</Code> : <Code>{long}</Code>}
      </a>
    </span>
  );
}

function defaultText(value: CliFlagData['default']): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Flags of one command, one row each; each row is the target of `#flag-<name>`. */
export function CliFlagsTable({ flags }: { flags: CliFlagData[] }) {
  return (
    <Table>
      <thead>
        <Tr>
          <Th scope="col">Flag</Th>
          <Th scope="col">Type</Th>
          <Th scope="col">Default</Th>
          <Th scope="col">Environment</Th>
          <Th scope="col">Description</Th>
        </Tr>
      </thead>
      <tbody>
        {flags.map((flag) => {
          const fallback = defaultText(flag.default);
          return (
            <Tr key={flag.name} id={`flag-${flag.name}`} className={styles.target}>
              <Td>
                <FlagName flag={flag} />
              </Td>
              <Td>{flag.type}</Td>
              <Td>{fallback === undefined ? <span aria-label="none">—</span> : <Code>{fallback}</Code>}</Td>
              <Td>{flag.env ? <Code>{flag.env}</Code> : <span aria-label="none">—</span>}</Td>
              <Td>
                <Markdown source={flag.description} />
                {flag.enum && (
                  <div className={styles.meta}>
                    One of:{' '}
                    {flag.enum.map((value, i) => (
                      <span key={value}>
                        {i > 0 && ', '}
                        <Code>{value}</Code>
                      </span>
                    ))}
                  </div>
                )}
                {flag.deprecated && (
                  <div className={styles.meta}>
                    <strong>Deprecated:</strong> {flag.deprecated}
                  </div>
                )}
                {(flag.required || flag.repeatable || flag.secret || flag.deprecated) && (
                  <div className={styles.badges}>
                    {flag.required && <span className={`${styles.badge} ${styles.required}`}>required</span>}
                    {flag.repeatable && <span className={styles.badge}>repeatable</span>}
                    {flag.secret && <span className={styles.badge}>secret</span>}
                    {flag.deprecated && <span className={`${styles.badge} ${styles.deprecated}`}>deprecated</span>}
                  </div>
                )}
              </Td>
            </Tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** The global flags every command inherits, folded away so the command's own flags come first. */
export function CliGlobalFlags({ flags }: { flags: CliFlagData[] }) {
  return (
    <details className={styles.details}>
      <summary>
        Show the {flags.length} global flags ({flags.map((f) => `--${f.name}`).join(', ')})
      </summary>
      <CliFlagsTable flags={flags} />
    </details>
  );
}
