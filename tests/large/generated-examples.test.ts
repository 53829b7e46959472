/**
 * Examples the generator makes up are valid by construction, on GitHub's description (OpenAPI
 * 3.0, over 5,000 schemas, their written examples removed so every value is made up): each passes
 * Ajv but for the listed exemptions (generator/openapi/example-proof.ts, `EXEMPTIONS`), each a flaw
 * of the description with its reason. Slow (every schema of a large description), so here rather
 * than in `npm run test:unit` (the Sun API and the kitchen sink are proven there).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { EXEMPTIONS, proveGeneratedExamples, unexplainedFailures } from '../../generator/openapi/example-proof.ts';

const GITHUB = path.resolve(import.meta.dirname, '../../node_modules/@octokit/openapi/generated/api.github.com.json');

test("GitHub's description: every made-up example is valid but for the listed exemptions", async () => {
  const started = Date.now();
  const proof = await proveGeneratedExamples(GITHUB);
  const { unexplained, unused } = unexplainedFailures(proof);
  assert.ok(proof.checked > 4000, `${proof.checked} schemas checked`);
  assert.deepEqual(unexplained, []);
  assert.deepEqual(unused, [], 'an exemption no schema needs any more: remove it');
  console.log(
    `GitHub: ${proof.checked} schemas checked, ${proof.failures.length} failures all exempt, ${Object.keys(EXEMPTIONS).length} exemptions, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
});

test('an exemption explains only the schemas it names: another failure is reported', () => {
  const proof = {
    checked: 2,
    failures: [
      {
        schema: '#/a',
        mode: 'response' as const,
        value: '',
        problems: [
          {
            at: '/target_url',
            message: 'must match format "uri"',
            schema: '#/components/schemas/deployment-status/properties/target_url',
          },
        ],
      },
      {
        schema: '#/b',
        mode: 'request' as const,
        value: 0,
        problems: [{ at: '', message: 'must be string', schema: '#/b' }],
      },
    ],
  };
  const { unexplained, unused } = unexplainedFailures(proof);
  assert.deepEqual(unexplained, ['#/b (request): (the example) must be string (schema #/b)']);
  assert.equal(unused.length, 3);
});
