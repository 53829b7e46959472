import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exampleItems, frameStream, streamFraming } from './streams.ts';

test('the sequential media types are known by their framing; others are not streams', () => {
  assert.equal(streamFraming('text/event-stream'), 'sse');
  assert.equal(streamFraming('application/jsonl; charset=utf-8'), 'lines');
  assert.equal(streamFraming('application/x-ndjson'), 'lines');
  assert.equal(streamFraming('application/json-seq'), 'json-seq');
  assert.equal(streamFraming('application/geo+json-seq'), 'json-seq');
  assert.equal(streamFraming('multipart/mixed'), 'multipart');
  assert.equal(streamFraming('application/json'), undefined);
  assert.equal(streamFraming('multipart/form-data'), undefined);
});

test('each framing writes several items as the wire carries them', () => {
  const items = [
    { kind: 'wind', knots: 14 },
    { kind: 'temperature', celsius: 11.5 },
  ];
  assert.equal(frameStream('lines', items), '{"kind":"wind","knots":14}\n{"kind":"temperature","celsius":11.5}\n');
  assert.equal(frameStream('json-seq', items), '␞{"kind":"wind","knots":14}\n␞{"kind":"temperature","celsius":11.5}\n');
  assert.equal(
    frameStream('sse', [{ event: 'reading', id: '7', data: '{"a":1}' }, { data: { b: 'two\nlines' } }, 'plain']),
    'event: reading\nid: 7\ndata: {"a":1}\n\ndata: {"b":"two\\nlines"}\n\ndata: plain\n\n',
  );
  assert.equal(frameStream('sse', [{ data: 'one\ntwo' }]), 'data: one\ndata: two\n\n');
  assert.equal(
    frameStream('multipart', [{ from: 'a' }, 'text'], ['application/json']),
    '--example-boundary\r\nContent-Type: application/json\r\n\r\n{"from":"a"}\r\n--example-boundary\r\nContent-Type: text/plain\r\n\r\ntext\r\n--example-boundary--\r\n',
  );
});

test('example items: one per option of a oneOf with the shared fields, else two of the one shape', () => {
  const schema = {
    type: 'object',
    properties: { at: { type: 'string', example: 'now' } },
    oneOf: [{ properties: { kind: { const: 'a' } } }, { properties: { kind: { const: 'b' } } }],
  };
  assert.deepEqual(exampleItems(schema, 'response'), [
    { at: 'now', kind: 'a' },
    { at: 'now', kind: 'b' },
  ]);
  assert.deepEqual(exampleItems({ type: 'integer' }, 'response'), [0, 0]);
  assert.deepEqual(exampleItems(undefined, 'response'), []);
});
