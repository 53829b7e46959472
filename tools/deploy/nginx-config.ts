/**
 * Fills in `deploy/nginx.conf`'s variables: `npx tsx tools/deploy/nginx-config.ts --root DIR
 * --listen PORT` prints a server config for an export in DIR (the e2e test serves `out/` with it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCommandLine, type Command } from '../../generator/lib/command-line.ts';
import { fileURLToPath } from 'node:url';

export const NGINX_TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'deploy',
  'nginx.conf',
);

export function renderNginxConfig(template: string, values: { root: string; listen: string }): string {
  if (!path.isAbsolute(values.root))
    throw new Error(
      `--root must be an absolute path (nginx resolves a relative one against its own prefix): got ${values.root}`,
    );
  if (!/^(\S+:)?\d+$/.test(values.listen))
    throw new Error(`--listen must be a port or address:port, e.g. 8080 or 127.0.0.1:8080: got ${values.listen}`);
  const root = values.root.replace(/\/+$/, '');
  if (/[\s;{}"']/.test(root))
    throw new Error(`--root must not contain spaces, quotes, ';' or braces (nginx reads them as syntax): got ${root}`);
  const filled = template.replaceAll('@SITE_ROOT@', root).replaceAll('@LISTEN@', values.listen);
  const left = /@[A-Z_]+@/.exec(filled);
  if (left)
    throw new Error(`${NGINX_TEMPLATE}: ${left[0]} has no value; renderNginxConfig knows @SITE_ROOT@ and @LISTEN@`);
  return filled;
}

const NGINX_CONFIG: Command = {
  name: 'tools/deploy/nginx-config.ts',
  usage: `usage: npx tsx tools/deploy/nginx-config.ts [--root DIR] [--listen PORT] > site.conf

  Prints the nginx server block for the exported site (deploy/nginx.conf filled in).

  --root DIR      where out/ is deployed (default: ./out, made absolute)
  --listen PORT   the port or address:port nginx listens on (default 8080)
  -h, --help      this text`,
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const parsed = parseCommandLine(NGINX_CONFIG, {
    args: process.argv.slice(2),
    options: { root: { type: 'string', default: path.resolve('out') }, listen: { type: 'string', default: '8080' } },
  });
  if (typeof parsed === 'number') process.exit(parsed);
  const { values } = parsed;
  try {
    process.stdout.write(
      renderNginxConfig(fs.readFileSync(NGINX_TEMPLATE, 'utf8'), {
        root: path.resolve(values.root!),
        listen: values.listen!,
      }),
    );
  } catch (error) {
    console.error(`error: ${(error as Error).message}`);
    process.exit(2);
  }
}
