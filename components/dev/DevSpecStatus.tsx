'use client';
/**
 * `npm run dev` only: when a saved spec fails to regenerate, a banner over the page names the
 * file, the place, the reason and the fix (the terminal says the same), and goes away once a save
 * regenerates cleanly. The status comes from the dev script's event stream (tools/dev/main/) on
 * `port`, which the root layout reads when it renders. The layout renders this only when
 * `NODE_ENV` is `development`, fixed at compile time, so a production build drops the banner's
 * code and the static export never connects anywhere.
 */
import { useEffect, useState } from 'react';
import type { SpecStatus } from '../../shared/dev-status';

export function DevSpecStatus({ port }: { port: string }) {
  const [status, setStatus] = useState<SpecStatus>({ ok: true });
  useEffect(() => {
    const events = new EventSource(`http://127.0.0.1:${port}/events`);
    events.onmessage = (event) => setStatus(JSON.parse(event.data) as SpecStatus);
    return () => events.close();
  }, [port]);
  if (status.ok) return null;
  return (
    <div
      role="alert"
      data-dev-spec-error=""
      style={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        zIndex: 1000,
        maxHeight: '50vh',
        overflow: 'auto',
        padding: '1rem 1.5rem',
        background: '#fff1f0',
        color: '#5c0a05',
        borderBottom: '3px solid #b42318',
        fontSize: '0.9rem',
        lineHeight: 1.5,
      }}
    >
      <p style={{ fontWeight: 700 }}>
        The {status.section} could not be regenerated: these pages show the last version that built.
      </p>
      <p>
        <code>{status.file}</code>
        {status.place ? (
          <>
            , at <code>{status.place}</code>
          </>
        ) : null}
        : {status.reason}
      </p>
      <p>Fix: {status.fix}. Save the file and this message goes away.</p>
    </div>
  );
}
