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

test('a model file keeps every string as written, a compact value inside an array, and a string that looks like a marker', () => {
  const tricky = {
    text: '\u00000:0 "tree" \\u0000 </script>',
    trees: [{ tree: [{ tag: 'span', children: ['\u0000x'] }] }, { tree: 'plain' }],
    list: ['tree', { tree: null }],
  };
  const text = reviewableJson(tricky);
  assert.deepEqual(JSON.parse(text), tricky);
  assert.match(text, /\n {3}"tree": \[\{"tag":"span","children":\["\\u0000x"\]\}\]\n/);
  assert.match(text, /\n {3}"tree": null\n/);
});
