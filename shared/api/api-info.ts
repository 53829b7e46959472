/** What an API's overview page shows of its servers and security schemes (generator model and components alike). */

export interface ServerInfo {
  url: string;
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
  flows?: Array<{ flow: string; authorizationUrl?: string; tokenUrl?: string; scopes: string[] }>;
  openIdConnectUrl?: string;
}
