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
