/**
 * The site as deployed, for the request builder's tests: a real nginx with deploy/nginx.conf and
 * the build's own headers (each page's CSP), plus this machine's loopback origins in
 * `tryIt.connectSources` so Prism (on 127.0.0.1) may be reached; and, for sign-in, a real
 * authorization server (oidc-provider) standing at the Sun API's own issuer,
 * https://auth.sandgarden.com: Chromium resolves that host to it (`--host-resolver-rules`)
 * and trusts its throwaway certificate by its key (`--ignore-certificate-errors-spki-list`),
 * so the shipped operation pages, with the endpoints and policy they were built with, sign in
 * against it.
 */
import fs from 'node:fs';
import { test as base, type Page } from '@playwright/test';
import { NGINX_BIN, startNginx, type NginxSite } from './nginx-server';
import { OIDC_PORT, startOidcServer, type OidcServer } from './oidc-server';
import { NGINX_BASE_PORT } from './servers';

export const haveNginx = fs.existsSync(NGINX_BIN);
/** The Sun API's issuer, as its description and its auth metadata name it. */
export const SUN_ISSUER = 'https://auth.sandgarden.com';
/** Test origins a deployer would add in site.config.ts: any port on this machine. */
export const LOOPBACK_SOURCES = ['http://127.0.0.1:*'];

// Past the ports deploy-nginx.spec.ts's workers may still hold.
const nginxPort = (slot: number) => NGINX_BASE_PORT + 50 + slot;
const oidcPort = (slot: number) => OIDC_PORT + slot;

export const test = base.extend<{ cspViolations: () => Promise<string[]> }, { nginx: NginxSite; oidc: OidcServer }>({
  nginx: [
    async ({}, use, workerInfo) => {
      if (!haveNginx)
        throw new Error(
          `${NGINX_BIN} not found: nginx is required under CI=true (apt-get install nginx; .ci/run does)`,
        );
      const site = await startNginx('out', nginxPort(workerInfo.parallelIndex), { connectSources: LOOPBACK_SOURCES });
      await use(site);
      await site.stop();
    },
    { scope: 'worker' },
  ],
  oidc: [
    async ({ nginx }, use, workerInfo) => {
      const server = await startOidcServer({
        issuer: SUN_ISSUER,
        port: oidcPort(workerInfo.parallelIndex),
        siteOrigin: nginx.url,
        tls: true,
        routes: {
          authorization: '/authorize',
          token: '/oauth/token',
          device_authorization: '/oauth/device/code',
          code_verification: '/device',
        },
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ oidc }, use, workerInfo) => {
      const configured = workerInfo.project.use.launchOptions ?? {};
      const map = `--host-resolver-rules=MAP auth.sandgarden.com 127.0.0.1:${oidcPort(workerInfo.parallelIndex)}`;
      const trust = `--ignore-certificate-errors-spki-list=${oidc.spki}`;
      await use({ ...configured, args: [...(configured.args ?? []), map, trust] });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginx }, use) => use(nginx.url),
  /** Every CSP violation the page reports, from the first byte on. */
  cspViolations: async ({ page }, use) => {
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations = []);
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
      );
    });
    await use(() => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations));
  },
});

export async function openBuilder(page: Page, slug: string) {
  await page.goto(`/api/${slug}`);
  await page.getByRole('button', { name: 'Open the request builder' }).click();
  const form = page.getByRole('form', { name: /^Request builder/ });
  await form.waitFor();
  return form;
}

/** Everything this tab keeps in Web Storage, as text: where a token must (sessionStorage) and must not (localStorage) be. */
export const storage = (page: Page) =>
  page.evaluate(() => ({
    session: Object.keys(sessionStorage)
      .map((key) => `${key}=${sessionStorage.getItem(key)}`)
      .join('\n'),
    local: Object.keys(localStorage)
      .map((key) => `${key}=${localStorage.getItem(key)}`)
      .join('\n'),
  }));
