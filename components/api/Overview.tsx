import Link from 'next/link';
import type { SecuritySchemeInfo, ServerInfo } from '../../shared/api/api-info';
import { Markdown } from '../Markdown';
import type { AuthRequirement } from './Authentication';
import { specHref } from './ExternalDocs';
import styles from './api.module.css';
import { FactRow } from './FactRow';

export function ApiOverviewMeta({
  version,
  openapi,
  self,
  summary,
  contact,
  license,
  externalDocs,
  termsOfService,
  referenceHref,
}: {
  version: string;
  openapi: string;
  /** 3.2's `$self`: where the description says it lives. */
  self?: string;
  summary?: string;
  contact?: { name?: string; url?: string; email?: string };
  license?: { name?: string; identifier?: string; url?: string };
  externalDocs?: { url: string; description?: string };
  termsOfService?: string;
  referenceHref: string;
}) {
  return (
    <div className={styles.intro}>
      {summary ? <p className={styles.lead}>{summary}</p> : null}
      <dl className={styles.opFacts}>
        {version ? (
          <FactRow term="Version">
            <code>{version}</code>
          </FactRow>
        ) : null}
        <FactRow term="OpenAPI">
          <code>{openapi}</code>
        </FactRow>
        {self ? (
          <FactRow term="Description URI">
            {specHref(self) ? <a href={specHref(self)}>{self}</a> : <code>{self}</code>}
          </FactRow>
        ) : null}
        {contact && (contact.url || contact.email || contact.name) ? (
          <FactRow term="Contact">
            {contact.email ? (
              <a href={`mailto:${contact.email}`}>{contact.name ?? contact.email}</a>
            ) : contact.url ? (
              <a href={contact.url}>{contact.name ?? contact.url}</a>
            ) : (
              contact.name
            )}
          </FactRow>
        ) : null}
        {license?.name ? (
          <FactRow term="License">
            {license.url ? <a href={license.url}>{license.name}</a> : license.name}
            {license.identifier ? (
              <>
                {' '}
                (SPDX <code>{license.identifier}</code>)
              </>
            ) : null}
          </FactRow>
        ) : null}
        {termsOfService ? (
          <FactRow term="Terms of service">
            {specHref(termsOfService) ? <a href={specHref(termsOfService)}>{termsOfService}</a> : termsOfService}
          </FactRow>
        ) : null}
        {externalDocs ? (
          <FactRow term="More">
            <a href={externalDocs.url}>{externalDocs.description ?? externalDocs.url}</a>
          </FactRow>
        ) : null}
      </dl>
      <p>
        <Link href={referenceHref}>Browse every operation →</Link>
      </p>
    </div>
  );
}

export interface DownloadItem {
  href: string;
  label: string;
  description: string;
}

/** Links that download the specification files (served from the site root). */
export function ApiDownloads({ files }: { files: DownloadItem[] }) {
  return (
    <ul className={styles.downloads}>
      {files.map((f) => (
        <li key={f.href}>
          <a href={f.href} download className={styles.downloadButton}>
            <span aria-hidden="true">↓</span> {f.label}
          </a>
          <span className={styles.muted}>{f.description}</span>
        </li>
      ))}
    </ul>
  );
}

export function ApiServers({ servers }: { servers: ServerInfo[] }) {
  return (
    <ul className={styles.serverList}>
      {servers.map((s, i) => (
        <li key={s.url + i}>
          {s.name ? <strong>{s.name}: </strong> : null}
          <code className={styles.server}>{s.url}</code>
          {s.description ? <Markdown source={s.description} headingShift={4} /> : null}
          {s.variables?.length ? (
            <ul className={styles.facts}>
              {s.variables.map((v) => (
                <li key={v.name}>
                  <code>{`{${v.name}}`}</code>: default <code>{v.default}</code>
                  {v.enum ? (
                    <>
                      {' '}
                      (one of{' '}
                      {v.enum.map((e) => (
                        <code key={e}>{e}</code>
                      ))}
                      )
                    </>
                  ) : null}
                  {v.description ? <> — {v.description}</> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function schemeSummary(s: SecuritySchemeInfo): string {
  if (s.type === 'http')
    return s.scheme === 'bearer'
      ? `HTTP bearer token${s.bearerFormat ? ` (${s.bearerFormat})` : ''}: send \`Authorization: Bearer <token>\``
      : `HTTP ${s.scheme} authentication`;
  if (s.type === 'apiKey')
    return `API key in the ${s.in} ${s.in === 'query' ? 'parameter' : s.in === 'cookie' ? 'cookie' : 'header'} \`${s.name}\``;
  if (s.type === 'oauth2') return 'OAuth 2.0';
  if (s.type === 'openIdConnect') return `OpenID Connect (${s.openIdConnectUrl ?? 'discovery URL not given'})`;
  if (s.type === 'mutualTLS') return 'Mutual TLS';
  return s.type;
}

export function ApiSecuritySchemes({
  schemes,
  defaultRequirements,
}: {
  schemes: SecuritySchemeInfo[];
  defaultRequirements: AuthRequirement[][];
}) {
  const defaults = defaultRequirements.filter((r) => r.length > 0).map((r) => r.map((x) => x.scheme).join(' + '));
  return (
    <div>
      {defaults.length > 0 ? (
        <p>
          Unless an operation says otherwise, requests need{' '}
          {defaults.map((d, i) => (
            <span key={d}>
              {i > 0 ? ' or ' : null}
              <code>{d}</code>
            </span>
          ))}
          .
        </p>
      ) : null}
      <ul className={styles.fields}>
        {schemes.map((s) => (
          <li key={s.key} className={styles.field} id={`security-${s.key.replace(/[^A-Za-z0-9_-]+/g, '_')}`}>
            <div className={styles.fieldHead}>
              <code className={styles.fieldName}>{s.key}</code>
              <span className={styles.type}>{s.type}</span>
              {s.deprecated ? <span className={`${styles.badge} ${styles.badgeDeprecated}`}>deprecated</span> : null}
            </div>
            <Markdown source={schemeSummary(s)} />
            {s.oauth2MetadataUrl ? (
              <p>
                Server metadata: <code>{s.oauth2MetadataUrl}</code>
              </p>
            ) : null}
            {s.description ? <Markdown source={s.description} headingShift={4} /> : null}
            {s.flows?.map((f) => (
              <ul key={f.flow} className={styles.facts}>
                <li>
                  Flow <code>{f.flow}</code>
                  {f.authorizationUrl ? (
                    <>
                      , authorization URL <code>{f.authorizationUrl}</code>
                    </>
                  ) : null}
                  {f.deviceAuthorizationUrl ? (
                    <>
                      , device authorization URL <code>{f.deviceAuthorizationUrl}</code>
                    </>
                  ) : null}
                  {f.tokenUrl ? (
                    <>
                      , token URL <code>{f.tokenUrl}</code>
                    </>
                  ) : null}
                  {f.refreshUrl ? (
                    <>
                      , refresh URL <code>{f.refreshUrl}</code>
                    </>
                  ) : null}
                  {f.scopes.length && !f.scopeDescriptions ? (
                    <>
                      , scopes{' '}
                      {f.scopes.map((x) => (
                        <code key={x}>{x}</code>
                      ))}
                    </>
                  ) : null}
                  {f.scopes.length && f.scopeDescriptions ? (
                    <>
                      , scopes:
                      <ul className={styles.scopeList}>
                        {f.scopes.map((x) => (
                          <li key={x}>
                            <code>{x}</code>
                            {f.scopeDescriptions?.[x] ? <>: {f.scopeDescriptions[x]}</> : null}
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </li>
              </ul>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
