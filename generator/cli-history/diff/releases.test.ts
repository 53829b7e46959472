/**
 * The real releases (cli-spec/versions/): every change written into each release is found and
 * classified as its listing summary says; and a realistic pair written after the rules
 * (unseen/{old,new}.json: part of 1.8.0 and a plausible next release) calls nothing breaking that is not.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCliHistory } from '../releases/history.ts';
import { diffCliDescriptions } from './diff.ts';
import { loadCliDescription } from './load.ts';
import type { CliChange } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const releases = loadCliHistory('.');
const models = new Map(releases.map((r) => [r.version, loadCliDescription(r.file)]));
const between = (from: string, to: string) => diffCliDescriptions(models.get(from)!, models.get(to)!);
/** Each change as one line: `level kind command --flag`, sorted, so a test reads as the release notes. */
const lines = (changes: readonly CliChange[]) =>
  changes.map((c) => [c.level, c.kind, c.command ?? '(program)', c.flag ? `--${c.flag}` : ''].join(' ').trim()).sort();
const variants = (kinds: string[]) =>
  ['create', 'update', 'upsert'].flatMap((verb) =>
    kinds.map((kind) => `non-breaking command-added sand connectors ${verb} ${kind}`),
  );

test('the releases diffed are 1.5.0 → 1.6.0 → 1.7.0 → 1.8.0', () => {
  assert.deepEqual(
    releases.map((r) => r.version),
    ['1.5.0', '1.6.0', '1.7.0', '1.8.0'],
  );
});

test('1.5.0 → 1.6.0: a longer default wait (breaking), exit code 8, seven model-provider connector kinds, --docker-platform', () => {
  assert.deepEqual(
    lines(between('1.5.0', '1.6.0')),
    [
      'breaking flag-default-changed sand runs start --timeout',
      'non-breaking exit-code-added (program)',
      'non-breaking flag-added sand dev start --docker-platform',
      'non-breaking flag-enum-values-added sand connectors list --kind',
      ...variants(['anthropic', 'azureopenai', 'bedrock', 'cohere', 'groq', 'ollama', 'sagemaker']),
    ].sort(),
  );
  const timeout = between('1.5.0', '1.6.0').find((c) => c.kind === 'flag-default-changed')!;
  assert.equal(timeout.action, 'Give `--timeout 5m` to keep the old behaviour; leaving it out now means `10m`.');
});

test('1.6.0 → 1.7.0: --file removed and --stages required, --prompt pinned (breaking); --vars renamed to --var (deprecation); new commands and connector kinds', () => {
  assert.deepEqual(
    lines(between('1.6.0', '1.7.0')),
    [
      'breaking flag-removed sand workflows push --file',
      'breaking flag-required sand workflows push --stages',
      'breaking flag-type-changed sand steps push docker --prompt',
      'breaking flag-type-changed sand steps push local --prompt',
      'deprecation flag-renamed sand steps push docker --var',
      'deprecation flag-renamed sand steps push local --var',
      'non-breaking command-added sand prompts delete-tag',
      'non-breaking command-added sand prompts tag',
      'non-breaking command-added sand steps check',
      'non-breaking command-added sand workflows check',
      'non-breaking flag-enum-values-added sand connectors list --kind',
      ...variants(['chroma', 'pinecone', 'weaviate']),
    ].sort(),
  );
  const removed = between('1.6.0', '1.7.0').find((c) => c.kind === 'flag-removed')!;
  assert.equal(removed.pointer, '/program/commands/13/commands/4/flags/3', 'a removal points into the older release');
});

test('1.7.0 → 1.8.0: three new flags, nothing breaking', () => {
  assert.deepEqual(lines(between('1.7.0', '1.8.0')), [
    'non-breaking flag-added sand batches compare --fail-on-regression',
    'non-breaking flag-added sand batches compare --show',
    'non-breaking flag-added sand steps get --tool-definition',
  ]);
});

test('each release summary says "Breaking" exactly when its diff has a breaking change', () => {
  for (let i = 1; i < releases.length; i++) {
    const breaking = between(releases[i - 1].version, releases[i].version).some((c) => c.level === 'breaking');
    assert.equal(/Breaking:/.test(releases[i].summary), breaking, releases[i].version);
  }
});

test('a pair written after the rules: only the removed --runtime value is breaking, two deprecations, the rest non-breaking', () => {
  const changes = diffCliDescriptions(
    loadCliDescription(path.join(here, 'unseen', 'old.json')),
    loadCliDescription(path.join(here, 'unseen', 'new.json')),
  );
  assert.deepEqual(lines(changes), [
    'breaking flag-enum-values-removed sand dev init --runtime',
    'deprecation flag-deprecated sand test-suites update --remove-case',
    'deprecation flag-renamed sand runs start --detach',
    'non-breaking alias-added sand test-suites',
    'non-breaking argument-variadic-changed sand runs get',
    'non-breaking command-added sand runs cancel',
    'non-breaking command-renamed sand status',
    'non-breaking environment-variable-added (program)',
    'non-breaking exit-code-added (program)',
    'non-breaking flag-default-changed sand dev init --cluster',
    'non-breaking flag-enum-values-added sand dev init --runtime',
    'non-breaking flag-enum-values-added sand runs list --status',
    'non-breaking flag-optional sand prompts create --content',
    'non-breaking flag-short-changed (program) --profile',
    'non-breaking flag-short-changed sand prompts get --raw',
  ]);
});
