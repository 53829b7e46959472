import { Markdown } from '../Markdown';
import styles from './cli.module.css';
import { Code, Table, Td, Th, Tr } from './theme';
import type { CliConfigKeyData, CliEnvData, CliExitCodeData } from '../../shared/cli/types';

/** Environment variables the program reads. */
export function CliEnvTable({ variables }: { variables: CliEnvData[] }) {
  return (
    <Table>
      <thead>
        <Tr>
          <Th scope="col">Variable</Th>
          <Th scope="col">Sets</Th>
          <Th scope="col">Description</Th>
        </Tr>
      </thead>
      <tbody>
        {variables.map((v) => (
          <Tr key={v.name} id={`env-${v.name.toLowerCase()}`} className={styles.target}>
            <Td>
              <Code>{v.name}</Code>
            </Td>
            <Td>{v.flag ? <a href={`/cli#flag-${v.flag}`}><Code>{`--${v.flag}`}</Code></a> : <span aria-label="no flag">—</span>}</Td>
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
      </tbody>
    </Table>
  );
}

/** Exit codes and what they mean. */
export function CliExitCodes({ codes }: { codes: CliExitCodeData[] }) {
  return (
    <Table>
      <thead>
        <Tr>
          <Th scope="col">Code</Th>
          <Th scope="col">Name</Th>
          <Th scope="col">Meaning</Th>
        </Tr>
      </thead>
      <tbody>
        {codes.map((c) => (
          <Tr key={c.code} id={`exit-${c.code}`} className={styles.target}>
            <Td>
              <Code>{String(c.code)}</Code>
            </Td>
            <Td>{c.name}</Td>
            <Td>{c.description}</Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Keys a profile of the config file can hold. */
export function CliConfigKeys({ keys }: { keys: CliConfigKeyData[] }) {
  return (
    <Table>
      <thead>
        <Tr>
          <Th scope="col">Key</Th>
          <Th scope="col">Type</Th>
          <Th scope="col">Description</Th>
        </Tr>
      </thead>
      <tbody>
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
                  Same as <a href={`/cli#flag-${k.flag}`}><Code>{`--${k.flag}`}</Code></a>.
                </>
              )}
            </Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}
