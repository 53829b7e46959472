import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reviewableJson } from './generated-section.ts';

test('a model file is JSON a reviewer can diff: one value a line, a code tree on one line, the same data back', () => {
  const prose = {
    pages: { '/a': { blocks: [{ kind: 'paragraph', content: ['Hi', { code: 'x' }] }] } },
    empty: [],
    none: {},
    gone: undefined,
  };
  assert.equal(reviewableJson(prose), JSON.stringify(prose, null, 1));
  const code = { kind: 'code', lang: 'json', code: '{}', tree: [{ tag: 'pre', children: ['x'] }] };
  const text = reviewableJson(code);
  assert.deepEqual(JSON.parse(text), code);
  assert.equal(
    text,
    '{\n "kind": "code",\n "lang": "json",\n "code": "{}",\n "tree": [{"tag":"pre","children":["x"]}]\n}',
  );
});
