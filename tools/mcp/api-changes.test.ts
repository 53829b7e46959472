import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ChangelogEntry } from '../../generator/api-history/changelog/entries.ts';
import { ToolInputError } from './tool-errors.ts';
import { changesMarkdown, changesSince, loadChangelog } from './api-changes.ts';
import { renderChangelogData, type ChangelogData } from '../../generator/api-history/changelog/generate.ts';
import { site } from '../../site.config.ts';

const entry = (version: string, status: ChangelogEntry['status'], items: ChangelogEntry['items']): ChangelogEntry => ({
  version,
  date: `2026-0${version[2]}-01`,
  status,
  summary: `Release ${version}.`,
  anchor: `v${version.replace(/\./g, '-')}`,
  items,
  first: version === '1.0.0',
});

// Newest first, as the changelog holds them.
const entries: ChangelogData = JSON.parse(
  renderChangelogData(
    [
      entry('1.3.0', 'current', [
        {
          level: 'breaking',
          operation: 'GET /runs',
          operationId: 'listRuns',
          message: 'Query parameter `workflowName` was renamed.',
          action: 'Send `workflow`.',
          href: '/api/list-runs',
        },
        {
          level: 'non-breaking',
          operation: 'POST /api-keys',
          operationId: 'createApiKey',
          message: 'New operation.',
          action: 'Nothing.',
          href: '/api/create-api-key',
        },
      ]),
      entry('1.2.0', 'supported', [
        {
          level: 'deprecation',
          operation: 'GET /count',
          operationId: 'count',
          message: 'The operation was deprecated.',
          action: 'Move off it.',
        },
        {
          level: 'breaking',
          operation: 'POST /cases',
          operationId: 'createCase',
          message: 'Field `inputs` became required.',
          href: '/api/create-case',
        },
      ]),
      entry('1.1.0', 'supported', [
        { level: 'non-breaking', operation: null, message: 'Security scheme added.' },
        {
          level: 'non-breaking',
          operation: null,
          message: 'On 2 operations: the operation also accepts `oauth2`.',
          operationLinks: [
            { operation: 'GET /runs', operationId: 'listRuns', href: '/api/list-runs' },
            { operation: 'POST /cases', operationId: 'createCase' },
          ],
        },
      ]),
      entry('1.0.0', 'deprecated', []),
    ],
    site,
  ).content,
);

test('the changes after a release: breaking first (older release first), then deprecations, then additions', () => {
  const changes = changesSince(entries, '1.1.0');
  assert.deepEqual(
    changes.releases.map((r) => r.version),
    ['1.2.0', '1.3.0'],
  );
  assert.deepEqual(
    changes.items.map((i) => `${i.level} ${i.release} ${i.operation}`),
    [
      'breaking 1.2.0 POST /cases',
      'breaking 1.3.0 GET /runs',
      'deprecation 1.2.0 GET /count',
      'non-breaking 1.3.0 POST /api-keys',
    ],
  );
  assert.equal(changes.items[1].url, 'https://docs.sandgarden.com/api/list-runs');
  assert.equal(changes.items[3].action, undefined, 'an addition asks nothing of a client');
  assert.equal(changes.releases[0].url, 'https://docs.sandgarden.com/api/changelog#v1-2-0');
});

test('"v1.2.0" means 1.2.0; the newest release has nothing after it', () => {
  assert.deepEqual(
    changesSince(entries, 'v1.2.0').items.map((i) => i.release),
    ['1.3.0', '1.3.0'],
  );
  const none = changesSince(entries, '1.3.0');
  assert.equal(none.items.length, 0);
  assert.match(changesMarkdown(none), /1\.3\.0 is the newest release/);
});

test('a change on many operations names each one', () => {
  const changes = changesSince(entries, '1.0.0');
  const many = changes.items.find((i) => i.message.startsWith('On 2 operations'))!;
  assert.deepEqual(many.operations, ['GET /runs', 'POST /cases']);
  assert.match(
    changesMarkdown(changes),
    /- 1\.1\.0 · On 2 operations: the operation also accepts `oauth2`\. The 2 operations: `GET \/runs`, `POST \/cases`\./,
  );
});

test('an unknown release is a tool error naming the closest and every release', () => {
  assert.throws(
    () => changesSince(entries, '1.2'),
    (error: Error) =>
      error instanceof ToolInputError &&
      /No release "1\.2"\. Closest matches: "1\.2\.0"/.test(error.message) &&
      /1\.3\.0, 1\.2\.0, 1\.1\.0, 1\.0\.0/.test(error.message),
  );
});

test('the Markdown lists each level under its heading with the release and the operation linked', () => {
  const md = changesMarkdown(changesSince(entries, '1.1.0'));
  assert.ok(md.indexOf('## Breaking changes (2)') < md.indexOf('## Deprecations (1)'));
  assert.match(
    md,
    /- 1\.3\.0 · \[GET \/runs\]\(https:\/\/docs\.sandgarden\.com\/api\/list-runs\): Query parameter `workflowName` was renamed\. Send `workflow`\./,
  );
});

test("the project's own history, as gen publishes it: since 1.2.0, the breaking changes of 1.3.0 come first", () => {
  const changelog = loadChangelog('public');
  const changes = changesSince(changelog, '1.2.0');
  assert.deepEqual(
    changes.releases.map((r) => r.version),
    ['1.3.0', '1.4.0'],
  );
  assert.equal(changes.items[0].level, 'breaking');
  assert.equal(changes.items[0].release, '1.3.0');
  assert.ok(changes.items.some((i) => i.release === '1.4.0' && i.operation === 'GET /api/v1/auth/metadata'));
  const levels = changes.items.map((i) => i.level);
  assert.deepEqual(
    levels,
    [...levels].sort(
      (a, b) =>
        ['breaking', 'deprecation', 'non-breaking'].indexOf(a) - ['breaking', 'deprecation', 'non-breaking'].indexOf(b),
    ),
  );
});
