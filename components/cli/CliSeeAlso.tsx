import styles from './cli.module.css';
import { A, Code } from './theme';
import type { CliCommandLinkData } from '../../shared/cli/types';

/** Related commands, each with its summary. */
export function CliSeeAlso({ commands }: { commands: CliCommandLinkData[] }) {
  return (
    <ul className={styles.list}>
      {commands.map((c) => (
        <li key={c.href}>
          <A href={c.href}>
            <Code>{c.command}</Code>
          </A>
          {' — '}
          {c.summary}
        </li>
      ))}
    </ul>
  );
}
