import type { Serialization } from './serialization';

/** What an API's overview page shows of its servers and security schemes (generator model and components alike). */

export interface ServerInfo {
  url: string;
  /** 3.2's short name of the server (`Production`). */
  name?: string;
  description?: string;
  variables?: Array<{ name: string; default: string; enum?: string[]; description?: string }>;
}

export interface SecuritySchemeInfo {
  key: string;
  type: string;
  /** `bearer`, `basic`… for http schemes. */
  scheme?: string;
  bearerFormat?: string;
  /** Where an apiKey scheme goes, and under which name. */
  in?: string;
  name?: string;
  description?: string;
  /** 3.2: the scheme is on its way out. */
  deprecated?: true;
  /** 3.2: where the OAuth 2.0 server's metadata (RFC 8414) is. */
  oauth2MetadataUrl?: string;
  flows?: Array<{
    flow: string;
    authorizationUrl?: string;
    /** 3.2's device authorization flow (RFC 8628): where a device asks for its user code. */
    deviceAuthorizationUrl?: string;
    tokenUrl?: string;
    refreshUrl?: string;
    scopes: string[];
    /** Scope → what it allows, for the scopes the spec describes. */
    scopeDescriptions?: Record<string, string>;
  }>;
  openIdConnectUrl?: string;
  /** `x-client-id`: the public OAuth client the docs' request builder signs in as. */
  clientId?: string;
}

/** How one part of a multipart or form body is sent (the media type's `encoding`). */
export interface PartEncoding extends Serialization {
  name: string;
  contentType?: string;
  /** Names of the part's own headers. */
  headers?: string[];
}

/** A response `link`: an operation the reader can call next with values taken from this response. */
export interface ResponseLink {
  name: string;
  operationId?: string;
  operationRef?: string;
  description?: string;
  /** Parameter name → runtime expression or value, as written. */
  parameters: Array<{ name: string; value: string }>;
  requestBody?: string;
}
