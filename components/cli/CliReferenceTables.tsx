import { Markdown } from '../Markdown';
import styles from './cli.module.css';
import { ColumnsTable } from './ColumnsTable';
import { Code, Td, Tr } from './theme';
import type { CliConfigKeyData, CliEnvData, CliExitCodeData } from '../../shared/cli/types';

/** The overview page a flag's row is on: `/cli`, or an older release's own (`/cli-versions/v1-7-0`). */
const CLI_OVERVIEW = '/cli';

/** Environment variables the program reads. */
export function CliEnvTable({ variables, overview = CLI_OVERVIEW }: { variables: CliEnvData[]; overview?: string }) {
  return (
    <ColumnsTable columns={['Variable', 'Sets', 'Description']}>
      {variables.map((v) => (
        <Tr key={v.name} id={`env-${v.name.toLowerCase()}`} className={styles.target}>
          <Td>
            <Code>{v.name}</Code>
          </Td>
          <Td>
            {v.flag ? (
              <a href={`${overview}#flag-${v.flag}`}>
                <Code>{`--${v.flag}`}</Code>
              </a>
            ) : (
              <span role="img" aria-label="no flag">
                —
              </span>
            )}
          </Td>
          <Td>
            <Markdown source={v.description} />
            {v.deprecated && (
              <div className={styles.badges}>
                <span className={`${styles.badge} ${styles.deprecated}`}>deprecated</span> {v.deprecated}
              </div>
            )}
          </Td>
        </Tr>
      ))}
    </ColumnsTable>
  );
}

/** Exit codes and what they mean. */
export function CliExitCodes({ codes }: { codes: CliExitCodeData[] }) {
  return (
    <ColumnsTable columns={['Code', 'Name', 'Meaning']}>
      {codes.map((c) => (
        <Tr key={c.code} id={`exit-${c.code}`} className={styles.target}>
          <Td>
            <Code>{String(c.code)}</Code>
          </Td>
          <Td>{c.name}</Td>
          <Td>{c.description}</Td>
        </Tr>
      ))}
    </ColumnsTable>
  );
}

/** Keys a profile of the config file can hold. */
export function CliConfigKeys({ keys, overview = CLI_OVERVIEW }: { keys: CliConfigKeyData[]; overview?: string }) {
  return (
    <ColumnsTable columns={['Key', 'Type', 'Description']}>
      {keys.map((k) => (
        <Tr key={k.name}>
          <Td>
            <Code>{k.name}</Code>
          </Td>
          <Td>{k.type}</Td>
          <Td>
            <Markdown source={k.description} />
            {k.flag && (
              <>
                {' '}
                Same as{' '}
                <a href={`${overview}#flag-${k.flag}`}>
                  <Code>{`--${k.flag}`}</Code>
                </a>
                .
              </>
            )}
          </Td>
        </Tr>
      ))}
    </ColumnsTable>
  );
}
