/** Ports of the servers the e2e suite starts (playwright.config.ts) and the tests address. */
export const SITE_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Prism, a real OpenAPI mock server, serving openapi/sun-api.yaml for the request builder's tests. */
export const PRISM_PORT = Number(process.env.PRISM_PORT ?? SITE_PORT + 1000);
export const PRISM_ORIGIN = `http://127.0.0.1:${PRISM_PORT}`;
/** nginx with deploy/nginx.conf (deploy-nginx.spec.ts): one port per Playwright worker from here on. */
export const NGINX_BASE_PORT = Number(process.env.NGINX_PORT ?? SITE_PORT + 2000);
