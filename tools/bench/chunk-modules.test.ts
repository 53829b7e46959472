import assert from 'node:assert/strict';
import test from 'node:test';
import { chunkModules, featureBytes } from './chunk-modules.ts';

// The shape of a Turbopack production chunk: the script, then ids (aliases) and factories.
const chunk = (body: string) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${body}]);`;
const tryIt = chunk(
  '101,e=>{"use strict";e.s(["ApiTryIt",0,function(){return "Open the request builder"}])},7,8,(e,t,r)=>{r.x=1}',
);
const other = chunk(
  '7,8,(e,t,r)=>{r.x=1},202,e=>{"use strict";e.s(["Search",0,function(){return "Search documentation"}])}',
);

test("a chunk's modules, one per factory, however many ids alias it", () => {
  const modules = chunkModules(tryIt);
  assert.deepEqual(
    modules.map((m) => m.id),
    [101, 7],
  );
  assert.match(modules[0].source, /Open the request builder/);
});

test('code that is not a module list (the runtime) has no modules', () => {
  assert.deepEqual(chunkModules('(()=>{document.body.append("x")})()'), []);
  assert.deepEqual(chunkModules('this is not JavaScript'), []);
});

test("a feature's weight counts each of its modules once across chunks, and nothing else", () => {
  const found = featureBytes([tryIt, other, tryIt], ['Open the request builder']);
  assert.equal(found.modules, 1);
  assert.ok(found.gzipBytes > 0);
  assert.deepEqual(featureBytes([other], ['Open the request builder']), { modules: 0, gzipBytes: 0 });
});
