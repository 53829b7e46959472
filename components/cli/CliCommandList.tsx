import styles from './cli.module.css';
import { ColumnsTable } from './ColumnsTable';
import { A, Code, Td, Tr } from './theme';
import type { CliCommandLinkData } from '../../shared/cli/types';

/** Subcommands, variants or groups with their one-line summaries, each linked to its page. */
export function CliCommandList({ commands, label = 'Command' }: { commands: CliCommandLinkData[]; label?: string }) {
  return (
    <ColumnsTable columns={[label, 'Summary']}>
      {commands.map((c) => (
        <Tr key={c.href}>
          <Td>
            <A href={c.href}>
              <Code>{c.name}</Code>
            </A>
          </Td>
          <Td>
            {c.summary}
            {(c.aliases?.length || c.deprecated) && (
              <div className={styles.badges}>
                {c.aliases?.map((alias) => (
                  <span key={alias} className={styles.badge}>
                    alias: {alias}
                  </span>
                ))}
                {c.deprecated && <span className={`${styles.badge} ${styles.deprecated}`}>deprecated</span>}
              </div>
            )}
          </Td>
        </Tr>
      ))}
    </ColumnsTable>
  );
}
