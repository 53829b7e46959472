import styles from './api.module.css';
import type { PartEncoding } from '../../shared/api/api-info';
import { serializationPhrases } from '../../shared/api/serialization';

/** How each part of a multipart or form body is sent (the media type's `encoding`). */
export function ApiEncoding({ parts }: { parts: PartEncoding[] }) {
  return (
    <div>
      <p className={styles.schemaHead}>Parts</p>
      <ul className={styles.encodingList}>
        {parts.map((part) => (
          <li key={part.name}>
            <code>{part.name}</code>
            {part.contentType ? (
              <>
                : sent as <code>{part.contentType}</code>
              </>
            ) : null}
            {part.headers?.length ? (
              <>
                ; part headers{' '}
                {part.headers.map((h, i) => (
                  <span key={h}>
                    {i > 0 ? ', ' : ''}
                    <code>{h}</code>
                  </span>
                ))}
              </>
            ) : null}
            {serializationPhrases(part)
              .map((phrase) => `; ${phrase}`)
              .join('')}
          </li>
        ))}
      </ul>
    </div>
  );
}
