/**
 * What the sign-in form offers and starts with, and what it says after: the scopes (with their
 * descriptions) a scheme's flow lists, the ones checked at first, each flow's word of help, and
 * what the server granted. Plain functions of the builder's data, so they are tested without a browser.
 */
import type { OAuthFlowName, TryItSignIn } from '../../../../shared/api/try-it/types';
import type { SignedIn } from './session';

export interface ScopeChoice {
  scope: string;
  /** The scheme's description of the scope (its flow's `scopes` map). */
  description?: string;
}

/**
 * What the scopes OpenID Connect defines are for (Core §5.4, §11): a scheme's own description wins;
 * these say what a scope a discovery document offers asks for when the description says nothing.
 */
const OPENID_SCOPE_HELP: Record<string, string> = {
  openid: 'OpenID Connect sign-in: the server needs it to sign you in',
  profile: 'Your name and other profile details (nickname, picture, locale…)',
  email: 'Your email address and whether it is verified',
  address: 'Your postal address',
  phone: 'Your phone number and whether it is verified',
  offline_access: 'A refresh token: the builder renews the access token before it expires, so you stay signed in',
};

/**
 * The scopes a reader can choose for one flow of a scheme: `openid` for OpenID Connect, the flow's
 * list, the requirement's, then the rest the server offers (`offered`: an OpenID Connect scheme's
 * discovery document's `scopes_supported`, once read), so `offline_access` can be asked for.
 */
export function scopeChoices(scheme: TryItSignIn, flow: OAuthFlowName, offered: readonly string[] = []): ScopeChoice[] {
  const listed = scheme.flows.find((f) => f.flow === flow);
  // An OpenID Connect scheme lists no flows: the descriptions any flow gives are the best there is.
  const described = (scope: string) =>
    listed?.scopeDescriptions?.[scope] ??
    scheme.flows.find((f) => f.scopeDescriptions?.[scope])?.scopeDescriptions?.[scope] ??
    (scheme.type === 'openIdConnect' ? OPENID_SCOPE_HELP[scope] : undefined);
  const names = [
    ...(scheme.type === 'openIdConnect' ? ['openid'] : []),
    ...(listed?.scopes ?? []),
    ...scheme.requiredScopes,
    ...(scheme.type === 'openIdConnect' ? offered : []),
  ];
  return [...new Set(names)].map((scope) => {
    const description = described(scope);
    return description ? { scope, description } : { scope };
  });
}

/**
 * The scopes checked when the form opens: what the operation's security requirement names, and
 * `openid` for an OpenID Connect scheme (without it the server does not sign anyone in).
 */
export function initialScopes(scheme: TryItSignIn): string[] {
  return [...new Set([...(scheme.type === 'openIdConnect' ? ['openid'] : []), ...scheme.requiredScopes])];
}

/** One line on when each flow fits, shown under its name. */
export const FLOW_HELP: Record<OAuthFlowName, string> = {
  authorizationCode: 'For a person at this browser: you sign in on the server’s page and come back here.',
  deviceAuthorization: 'For a device or terminal without a browser: you get a code to enter on a device that has one.',
  clientCredentials: 'For a machine with its own client secret, acting as itself, not as a person.',
  implicit: 'Deprecated by OAuth 2.1.',
  password: 'Deprecated by OAuth 2.1.',
};

/** What a sign-in got: the scopes granted, the asked ones not granted, and whether a refresh token came. */
export function grantOf(tokens: Pick<SignedIn, 'scopes' | 'asked' | 'refreshToken'>): {
  granted: string[];
  notGranted: string[];
  refresh: boolean;
} {
  return {
    granted: tokens.scopes,
    notGranted: (tokens.asked ?? []).filter((scope) => !tokens.scopes.includes(scope)),
    refresh: Boolean(tokens.refreshToken),
  };
}
