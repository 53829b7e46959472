/**
 * What a reader must set before running a sample: the environment variables that hold the
 * credential, and how the request sends it. Shown beside the samples, so "where does
 * `$SAND_API_KEY` come from" is answered where the reader copies the code.
 */
import type { SampleAuth } from './types.ts';

export interface SampleCredential {
  /** The variables to set, in the order the request uses them. */
  envs: string[];
  /** Where the request carries it: `Authorization: Bearer …`, `X-Api-Key header`, `api_key query parameter`. */
  sentAs: string;
}

export function sampleCredential(auth: SampleAuth): SampleCredential {
  switch (auth.kind) {
    case 'bearer':
      return { envs: [auth.env], sentAs: 'Authorization: Bearer …' };
    case 'basic':
      return { envs: [auth.userEnv, auth.passwordEnv], sentAs: 'Authorization: Basic …' };
    case 'header':
      return { envs: [auth.env], sentAs: `${auth.name} header` };
    case 'query':
      return { envs: [auth.env], sentAs: `${auth.name} query parameter` };
    case 'cookie':
      return { envs: [auth.env], sentAs: `${auth.name} cookie` };
  }
}

/** A run of the credential sentence: plain text, code, or the name of the page's Authentication section. */
export type CredentialRun = { text: string } | { code: string } | { section: 'Authentication' };

/**
 * "Set `SAND_API_KEY` first (where to get it: Authentication); the request sends it as
 * `Authorization: Bearer …`", as runs, for the page (the section a link) and its twin alike.
 */
export function credentialSentence(credential: SampleCredential): CredentialRun[] {
  const them = credential.envs.length > 1 ? 'them' : 'it';
  return [
    { text: 'Set ' },
    ...credential.envs.flatMap((env, i): CredentialRun[] => [...(i > 0 ? [{ text: ' and ' }] : []), { code: env }]),
    { text: ` first (where to get ${them}: ` },
    { section: 'Authentication' },
    { text: `); the request sends ${them} as ` },
    { code: credential.sentAs },
  ];
}
