/**
 * The docs stay consistent with the CLI and API descriptions: every `sand` command line in a docs
 * code block parses against cli-spec/sand.json and uses no flag it deprecates or a release removed
 * (the message names the release and the replacement), every /api and /cli link resolves to a
 * generated page, every code block has a language and every page has a description. A failure
 * names the file and line of each offending block or link.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCliModel } from '../cli/pipeline.ts';
import { commandLineCheck } from '../cli-history/command-lines.ts';
import { loadCliHistory } from '../cli-history/releases/history.ts';
import { checkDocs, contentRouteExists, docsPageFiles, formatProblem, type ConsistencyContext } from './consistency.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const model = loadCliModel(path.join(root, 'cli-spec/sand.json'));
// The releases tell a flag the description deprecates, or one a release removed, and what replaces it.
const releases = loadCliHistory(root).map((r) => ({
  version: r.version,
  model: loadCliModel(path.join(root, r.file)),
}));

const context: ConsistencyContext = {
  checkCommandLine: commandLineCheck(model, releases),
  routeExists: (route) => contentRouteExists(path.join(root, 'content'), route),
};

test('the docs pages exist, so the checks below check something', () => {
  const files = docsPageFiles(root).map((f) => path.relative(root, f));
  assert.ok(files.includes('content/docs/reference/architecture.mdx'), `docs pages found: ${files.join(', ')}`);
});

test('docs code blocks, sand command lines, /api and /cli links and descriptions are consistent', () => {
  const problems = checkDocs(root, context).map(formatProblem);
  assert.deepEqual(problems, [], `\n${problems.join('\n')}\n`);
});

test('a link to a file the site serves from its root (the changelog feed) resolves; a missing one does not', () => {
  assert.equal(contentRouteExists(path.join(root, 'content'), '/api/changelog.xml'), true);
  assert.equal(contentRouteExists(path.join(root, 'content'), '/api/changelog'), true);
  assert.equal(contentRouteExists(path.join(root, 'content'), '/api/changelog.csv'), false);
  assert.equal(contentRouteExists(path.join(root, 'content'), '/api-schemas'), false, 'a folder of public/ is no page');
});
