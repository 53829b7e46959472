import Link from 'next/link';
import styles from './api.module.css';
import type { ResponseLink } from '../../shared/api/api-info';
import { Markdown } from '../Markdown';

export interface ResponseLinkItem extends ResponseLink {
  /** The page of the linked operation, when it is in this reference. */
  href?: string;
}

/** A response's `links`: operations to call next, with the values this response gives them. */
export function ApiResponseLinks({ links }: { links: ResponseLinkItem[] }) {
  return (
    <div>
      <p className={styles.schemaHead}>Links</p>
      <ul className={styles.linkList}>
        {links.map((link) => {
          const target = link.operationId ?? link.operationRef ?? link.name;
          return (
            <li key={link.name}>
              <strong>{link.name}</strong>
              {': '}
              {link.href ? (
                <Link href={link.href}>
                  <code>{target}</code>
                </Link>
              ) : (
                <code>{target}</code>
              )}
              {link.description ? <Markdown source={link.description} headingShift={5} /> : null}
              {link.parameters.length > 0 || link.requestBody ? (
                <ul className={styles.facts}>
                  {link.parameters.map((p) => (
                    <li key={p.name}>
                      <code>{p.name}</code> = <code>{p.value}</code>
                    </li>
                  ))}
                  {link.requestBody ? (
                    <li>
                      Request body = <code>{link.requestBody}</code>
                    </li>
                  ) : null}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
