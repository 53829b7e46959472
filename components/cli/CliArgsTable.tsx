import { Markdown } from '../Markdown';
import styles from './cli.module.css';
import { ColumnsTable } from './ColumnsTable';
import { Code, Td, Tr } from './theme';
import type { CliArgData } from '../../shared/cli/types';

/** Positional arguments of one command, in order. */
export function CliArgsTable({ args }: { args: CliArgData[] }) {
  return (
    <ColumnsTable columns={['Argument', 'Description']} className={styles.args}>
      {args.map((arg) => (
        <Tr key={arg.name} id={`arg-${arg.name}`} className={styles.target}>
          <Td>
            <Code>{`<${arg.valueName}>${arg.variadic ? '...' : ''}`}</Code>
          </Td>
          <Td>
            <Markdown source={arg.description} />
            <div className={styles.badges}>
              <span className={`${styles.badge} ${arg.required ? styles.required : ''}`}>
                {arg.required ? 'required' : 'optional'}
              </span>
              {arg.variadic && <span className={styles.badge}>one or more</span>}
            </div>
          </Td>
        </Tr>
      ))}
    </ColumnsTable>
  );
}
