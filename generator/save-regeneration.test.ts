/**
 * A save under `npm run dev` regenerates in a process that remembers the last run (its in-memory
 * caches): its output must be byte for byte what a fresh `npm run gen` makes of the same files, and
 * it renders only the pages the save touched. Each edit is applied to the specs as the generator
 * reads them (the files on disk stay as they are); the fresh run is this file run again in a
 * child process, with the same edit.
 */
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { genOutputs, type Output, type SpecReaders } from './gen-outputs.ts';
import { parseDocument } from './openapi/load.ts';
import { renderedOperationCounts } from './openapi/render/section.ts';
import { pageModelPath } from '../shared/section-model-files.ts';
import { pageRoute } from './lib/generated-section.ts';
import { renderedCommandCounts } from './cli/render/section.ts';
import { bin } from './lib/run.ts';
import { EXTRA_API_ENV } from './openapi/mount.ts';
import { mountedModelCounts, mountedRemodelCount, siteModelCounts } from './openapi/site-api.ts';

/** The API mounted beside ours in the last test (a small description with every feature). */
const MOUNTED_SPEC = 'tests/fixtures/kitchen-sink.yaml';
/**
 * The same without its internal marks, mounted in the second test: a save to its path items is
 * then modelled from its last model (remodel.ts). Written by this file and its fresh run alike.
 */
const UNMARKED_SPEC = path.join(os.tmpdir(), 'sandgarden-kitchen-sink-unmarked.yaml');
fs.writeFileSync(UNMARKED_SPEC, fs.readFileSync(MOUNTED_SPEC, 'utf8').replace(/^\s*x-(internal|hidden): true\n/gm, ''));

/** Each edit a writer might save: a text replaced in one spec file. */
const EDITS = {
  none: { file: '', from: '', to: '' },
  // One operation's summary.
  operation: { file: 'openapi/sun-api.yaml', from: 'summary: List runs\n', to: 'summary: List the runs\n' },
  // A component schema three operations show.
  component: {
    file: 'openapi/sun-api.yaml',
    from: 'description: One version of a workflow.\n',
    to: 'description: One version of a workflow, as pushed.\n',
  },
  // One operation's summary in a mounted API's description.
  mounted: { file: MOUNTED_SPEC, from: 'summary: List pets\n', to: 'summary: List the pets\n' },
  // The same in the unmarked one.
  unmarked: { file: UNMARKED_SPEC, from: 'summary: List pets\n', to: 'summary: List the pets\n' },
  // One command's summary.
  command: {
    file: 'cli-spec/sand.json',
    from: '"summary": "Replace an API key with a new one"',
    to: '"summary": "Replace an API key with a fresh one"',
  },
} as const;
type EditName = keyof typeof EDITS;

/** The specs as the generator reads them, with `name`'s edit applied to its file. */
function editedReaders(name: EditName): SpecReaders {
  const { file, from, to } = EDITS[name];
  const text = (read: string) => {
    const original = fs.readFileSync(read, 'utf8');
    if (!file || path.resolve(read) !== path.resolve(file)) return original;
    assert.ok(original.includes(from), `${file} no longer holds the text the ${name} edit replaces: ${from}`);
    return original.replace(from, to);
  };
  return {
    readApiDocument: (read) => parseDocument(read, text(read)),
    readCliSpec: (read) => JSON.parse(text(read)),
  };
}

/**
 * Every output file as text, by directory and path. The ledger of dates is left out: a page it
 * dates now (the sources have an uncommitted edit) gets the second of each run.
 */
async function outputsOf(name: EditName): Promise<Record<string, Record<string, string>>> {
  const outputs: Output[] = await genOutputs({ warn: () => {} }, editedReaders(name));
  return Object.fromEntries(
    outputs
      .filter((o) => o.dir !== 'content')
      .map((o) => [
        `${o.dir}${o.partial ? ' (part)' : ''}`,
        Object.fromEntries(o.records.map((r) => [r.path, String(r.content)])),
      ]),
  );
}

// The fresh run: this file as a child process, printing its outputs for one edit.
const FRESH_EDIT = 'SANDGARDEN_TEST_FRESH_EDIT';
const freshEdit = process.env[FRESH_EDIT] as EditName | undefined;

/** What a fresh process makes of the specs with `name`'s edit. */
function freshOutputs(name: EditName): Record<string, Record<string, string>> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-gen-')), 'outputs.json');
  execFileSync(bin('tsx'), [path.resolve('generator/save-regeneration.test.ts')], {
    env: { ...process.env, [FRESH_EDIT]: name, SANDGARDEN_TEST_FRESH_OUT: file },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const outputs = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return outputs;
}

/** `SANDGARDEN_EXTRA_API` as `value` (unset when undefined) for one test, put back after it. */
function mountForTest(t: TestContext, value: string | undefined): void {
  const saved = process.env[EXTRA_API_ENV];
  if (value === undefined) delete process.env[EXTRA_API_ENV];
  else process.env[EXTRA_API_ENV] = value;
  t.after(() => {
    if (saved === undefined) delete process.env[EXTRA_API_ENV];
    else process.env[EXTRA_API_ENV] = saved;
  });
}

/** The files that differ between two runs' outputs (none when byte-identical). */
function differences(a: Record<string, Record<string, string>>, b: Record<string, Record<string, string>>): string[] {
  const out: string[] = [];
  for (const dir of new Set([...Object.keys(a), ...Object.keys(b)]))
    for (const file of new Set([...Object.keys(a[dir] ?? {}), ...Object.keys(b[dir] ?? {})]))
      if (a[dir]?.[file] !== b[dir]?.[file]) out.push(`${dir}/${file}`);
  return out;
}

if (freshEdit) {
  outputsOf(freshEdit).then((outputs) =>
    fs.writeFileSync(process.env.SANDGARDEN_TEST_FRESH_OUT as string, JSON.stringify(outputs)),
  );
} else {
  test('a save regenerates only the pages it touches, and writes what a fresh npm run gen writes', async (t) => {
    mountForTest(t, undefined);
    await outputsOf('none');
    const rendered = (count: () => { made: number }) => {
      const before = count().made;
      return () => count().made - before;
    };
    // What each edit must render: the command's page, its group's and the two listing it under
    // "See also", the API's description modelled no more; the operation's page and the command that
    // calls it, in today's sand reference and in each older release's (they link today's
    // operation); the three operations showing the schema.
    for (const [name, expected] of [
      ['command', { operations: 0, commands: 4, apiModels: 0 }],
      ['operation', { operations: 1, commands: 4, apiModels: 1 }],
      ['component', { operations: 3, commands: 0, apiModels: 1 }],
    ] as const) {
      const operations = rendered(renderedOperationCounts);
      const commands = rendered(renderedCommandCounts);
      const apiModels = rendered(siteModelCounts);
      const saved = await outputsOf(name);
      assert.deepEqual(
        { operations: operations(), commands: commands(), apiModels: apiModels() },
        expected,
        `the ${name} edit rendered other pages than those showing it`,
      );
      const fresh = freshOutputs(name);
      assert.deepEqual(differences(saved, fresh), [], `the ${name} edit: the save's output differs from a fresh run's`);
      assert.notDeepEqual(differences(saved, await outputsOf('none')), [], `the ${name} edit changed nothing`);
    }
  });

  test('with an API mounted, a save to our description reuses the mounted one, and a save to it redoes it', async (t) => {
    mountForTest(t, `kitchen=${UNMARKED_SPEC}`);
    await outputsOf('none');
    for (const [name, modelled] of [
      ['operation', 0],
      ['unmarked', 1],
    ] as const) {
      const before = mountedModelCounts().made;
      const remodelledBefore = mountedRemodelCount();
      const saved = await outputsOf(name);
      assert.equal(mountedModelCounts().made - before, modelled, `how often the ${name} edit modelled the mounted API`);
      // An edit to one operation: modelled from the last model, not whole.
      assert.equal(
        mountedRemodelCount() - remodelledBefore,
        modelled,
        `the ${name} edit's model was made from the last`,
      );
      assert.ok(
        Object.keys(saved['content/api']).some((file) => file.startsWith('kitchen/')),
        'the API is mounted',
      );
      // The first test proves a save to our own description; here, that the mounted API's pages follow its file.
      if (name === 'unmarked')
        assert.deepEqual(differences(saved, freshOutputs(name)), [], "the save's output differs from a fresh run's");
    }
  });

  test('the pages open in the browser are handed over first, each file as the run then makes it', async (t) => {
    mountForTest(t, `kitchen=${MOUNTED_SPEC}`);
    const before = await outputsOf('none');
    for (const [name, dir, routeBase, shown, edited, folder] of [
      ['operation', 'content/api', '/api', 'List runs', 'List the runs', ''],
      [
        'command',
        'content/cli',
        '/cli',
        'Replace an API key with a new one',
        'Replace an API key with a fresh one',
        '',
      ],
      ['mounted', 'content/api', '/api', 'List pets', 'List the pets', 'kitchen/'],
    ] as const) {
      const stub = Object.entries(before[dir]).find(
        ([file, text]) => file.startsWith(folder) && file.endsWith('.mdx') && text.includes(shown),
      )?.[0];
      assert.ok(stub, `no page of ${dir} shows "${shown}"`);
      const handed: Output[] = [];
      const outputs = await genOutputs(
        {
          warn: () => {},
          openPages: { routes: new Set([pageRoute(routeBase, stub)]), ready: async (o) => void handed.push(...o) },
        },
        editedReaders(name),
      );
      const made = new Map(outputs.flatMap((o) => o.records.map((r) => [`${o.dir}/${r.path}`, String(r.content)])));
      const first = new Map(handed.flatMap((o) => o.records.map((r) => [`${o.dir}/${r.path}`, String(r.content)])));
      assert.ok(first.get(`${dir}/${stub}`)?.includes(edited), `the ${name} edit: its page's stub was not handed over`);
      // A mounted API's pages have their own `_pages/` in its folder.
      const model = `${dir}/${folder}${pageModelPath(stub.slice(folder.length))}`;
      assert.ok(first.has(model), `the ${name} edit: its page's model was not handed over`);
      for (const [file, text] of first)
        assert.equal(text, made.get(file), `the ${name} edit: ${file} was handed over other than the run made it`);
    }
  });
}
