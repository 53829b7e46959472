import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contentKey, lastResults } from './memo.ts';

test('a slot gives its last result for the same content and works again for other content', () => {
  const results = lastResults<string>();
  let work = 0;
  const make = (text: string) => () => `${text.toUpperCase()}#${++work}`;
  assert.equal(results.get('a.yaml', contentKey('one'), make('one')), 'ONE#1');
  assert.equal(results.get('a.yaml', contentKey('one'), make('one')), 'ONE#1');
  assert.equal(results.get('a.yaml', contentKey('two'), make('two')), 'TWO#2');
  assert.equal(results.get('a.yaml', contentKey('one'), make('one')), 'ONE#3', 'one slot keeps the last result only');
  assert.equal(results.get('b.yaml', contentKey('one'), make('one')), 'ONE#4', 'each slot is its own');
  assert.deepEqual(results.counts(), { reused: 1, made: 4 });
});

test('the key tells apart parts that run together and values of other types', () => {
  assert.notEqual(contentKey('ab', 'c'), contentKey('a', 'bc'));
  assert.notEqual(contentKey({ day: '2026-01-01' }), contentKey({ day: '2026-01-02' }));
  assert.equal(contentKey({ a: [1, 2] }), contentKey({ a: [1, 2] }));
  assert.notEqual(
    contentKey(new Map([['startRun', ['sand runs start']]])),
    contentKey(new Map([['startRun', ['sand runs get']]])),
    'maps count by their entries',
  );
  assert.notEqual(contentKey({ ids: new Set(['a']) }), contentKey({ ids: new Set(['b']) }));
});

test('a failed result is not remembered', async () => {
  const results = lastResults<Promise<string>>();
  await assert.rejects(results.get('x', 'k', () => Promise.reject(new Error('bad spec'))));
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(await results.get('x', 'k', () => Promise.resolve('fixed')), 'fixed');
});

test('a forgotten slot is made again for the same key', () => {
  const memo = lastResults<number>();
  let made = 0;
  memo.get('a', 'k', () => ++made);
  memo.forget('a');
  assert.equal(
    memo.get('a', 'k', () => ++made),
    2,
  );
  assert.equal(
    memo.get('a', 'k', () => ++made),
    2,
  );
});
