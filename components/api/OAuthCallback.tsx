'use client';
import { useEffect, useState } from 'react';
import { acceptCallback } from './try-it/sign-in/session';

/**
 * The OAuth redirect URI page (`/api/oauth-callback`): it keeps the authorization server's answer
 * in this tab's sessionStorage and goes back, in the same window, to the operation page that
 * started the sign-in, which finishes it (its policy allows its token endpoint; this page
 * connects nowhere). No window opener is needed, so it works under `Cross-Origin-Opener-Policy:
 * same-origin`; `replace` keeps the code out of the history.
 */
export function ApiOAuthCallback() {
  const [lost, setLost] = useState(false);
  useEffect(() => {
    const returnTo = acceptCallback(location.search);
    if (returnTo?.startsWith('/') && !returnTo.startsWith('//')) location.replace(returnTo);
    else {
      history.replaceState(null, '', location.pathname);
      setLost(true);
    }
  }, []);
  return (
    <div role="status">
      {lost ? (
        <p>
          No sign-in was waiting in this tab: it was finished already, or started in another tab or window. Go back to
          the operation page and sign in again from its request builder (&quot;Try it&quot;).
        </p>
      ) : (
        <p>Finishing the sign-in: going back to the operation page…</p>
      )}
    </div>
  );
}
