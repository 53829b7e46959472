import styles from './cli.module.css';
import { A, Code } from './theme';
import type { CliOperationData } from '../../shared/cli/types';

/** The API operations a command calls, linked to their API reference pages. */
export function CliOperations({ operations }: { operations: CliOperationData[] }) {
  return (
    <ul className={styles.list}>
      {operations.map((op) => (
        <li key={op.operationId}>
          {op.method && <span className={styles.method}>{op.method}</span>}
          {op.path && (
            <>
              <Code>{op.path}</Code>{' '}
            </>
          )}
          <A href={op.href}>{op.summary ?? op.operationId}</A>
          {op.summary && (
            <>
              {' '}
              (<Code>{op.operationId}</Code>)
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
