import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bodyProblems } from './body-check.ts';

const step = {
  $ref: '#/$defs/Step',
  $defs: {
    Step: {
      type: 'object',
      required: ['name', 'kind'],
      additionalProperties: false,
      properties: {
        name: { type: 'string', minLength: 1 },
        kind: { enum: ['llm', 'code'] },
        tags: { type: 'array', items: { type: 'string' } },
        timeout: {
          oneOf: [
            { type: 'integer', minimum: 1 },
            { type: 'string', pattern: '^[0-9]+s$' },
          ],
        },
        next: { $ref: '#/$defs/Step' },
      },
    },
  },
};

test('a body that matches its schema has no problems', () => {
  assert.deepEqual(
    bodyProblems(step, { name: 'summarize', kind: 'llm', timeout: '30s', next: { name: 'b', kind: 'code' } }),
    [],
  );
});

test('each problem is named by its JSON pointer, once, in words: missing, wrong value, wrong type, extra, no choice', () => {
  const problems = bodyProblems(step, {
    kind: 'sql',
    tags: ['a', 2],
    colour: 'red',
    timeout: true,
    next: { kind: 'llm' },
  });
  assert.deepEqual(
    problems.map((p) => p.pointer),
    ['/name', '/kind', '/tags/1', '/timeout', '/next/name', '/colour'],
  );
  assert.equal(problems[0].message, 'Required, and missing.');
  assert.match(problems[1].message, /"llm","code"/);
  assert.match(problems[2].message, /Expected "string"/);
  assert.match(problems[3].message, /exactly one/);
  assert.equal(problems[5].message, 'Not a property the schema allows here.');
});

test('a schema the validator cannot read is one problem, saying so, not a crash', () => {
  const problems = bodyProblems({ $ref: '#/$defs/Missing' }, {});
  assert.equal(problems.length, 1);
  assert.match(problems[0].message, /could not be checked/);
});
