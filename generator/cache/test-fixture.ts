import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A small project: a generator that imports a module, specs, hand-written and generated content. */
export function fixtureProject(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-gen-cache-'));
  const files: Record<string, string> = {
    'generator/gen.ts':
      "import { render } from './lib/render.ts';\nimport type { Page } from '../shared/page';\nrender();\n",
    'generator/lib/render.ts': "export const render = () => 'page';\n",
    'tools/bench/main.ts': "import { render } from './lib/render.ts';\n",
    'shared/page.ts': 'export interface Page { title: string }\n',
    'openapi/sun-api.yaml': 'openapi: 3.1.0\n',
    'cli-spec/sand.json': '{}\n',
    'content/docs/intro.mdx': '# Intro\n',
    'content/docs/_meta.ts': "import { site } from '../../site.config.ts';\nexport default { intro: site.name };\n",
    'site.config.ts': "export const site = { name: 'Sandgarden' };\n",
    'content/api/get-run.mdx': 'generated\n',
    'package-lock.json': '{"lockfileVersion":3}\n',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
