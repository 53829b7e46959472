import Link from 'next/link';
import styles from './api.module.css';

export interface CliCommandItem {
  command: string;
  href: string;
}

/** `sand` commands that call this operation, linked to their CLI reference pages. */
export function ApiCliCommands({ commands }: { commands: CliCommandItem[] }) {
  return (
    <ul className={styles.cliList}>
      {commands.map((c) => (
        <li key={c.href + c.command}>
          <Link href={c.href}>
            <code>{c.command}</code>
          </Link>
        </li>
      ))}
    </ul>
  );
}
