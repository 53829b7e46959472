import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SAMPLE_GENERATORS } from '../../shared/api/samples/index.ts';
import type { SampleRequest } from '../../shared/api/samples/types.ts';
import { shortenedSampleBody, withSampleNote } from './sample-note.ts';

const bundle = {
  mediaType: 'application/vnd.dev.sigstore.bundle.v0.3+json',
  verificationMaterial: { certificate: 'MII' + 'A'.repeat(9000) },
  dsseEnvelope: {
    payload: 'eyJ' + 'b'.repeat(4000),
    signatures: [{ sig: 'MEU' + 'c'.repeat(200) }, { sig: 'second' }],
  },
};
const request: SampleRequest = {
  method: 'POST',
  baseUrl: 'https://api.github.com',
  baseUrlEnv: 'BASE_URL',
  path: '/repos/o/r/attestations',
  query: [],
  headers: [],
  body: { mediaType: 'application/json', value: { bundle } },
  typed: { path: '/repos/{owner}/{repo}/attestations', method: 'post' },
};

test('a large JSON body is shortened the way the page shows its example, and every language’s sample says so in a comment', () => {
  const { request: shortened, note } = shortenedSampleBody(request, 6_000);
  assert.equal(note, 'Body shortened from 14 kB: lists show their first item, long strings are cut.');
  const text = JSON.stringify(shortened.body!.value);
  assert.ok(text.length < 6_000, `${text.length} characters`);
  assert.match(text, /"MIIA{77}…"/, 'a cut string ends in an ellipsis');
  for (const generator of SAMPLE_GENERATORS) {
    const full = generator.generate(request);
    const code = withSampleNote(generator.id, generator.generate(shortened), note);
    assert.ok(code.length < full.length / 2, `${generator.id}: ${code.length} against ${full.length} characters`);
    const noteLine: string | undefined = code.split('\n').find((line) => line.includes(note as string));
    assert.equal(
      noteLine,
      `${['curl', 'httpie', 'python', 'ruby'].includes(generator.id) ? '#' : '//'} ${note}`,
      generator.id,
    );
  }
  const php = withSampleNote('php', SAMPLE_GENERATORS.find((g) => g.id === 'php')!.generate(shortened), note);
  assert.ok(php.startsWith(`<?php\n// ${note}\n`), 'the comment follows PHP’s opening tag');
});

test('a small body, a non-JSON body, a page that shows examples in full: the sample is unchanged', () => {
  const small = { ...request, body: { mediaType: 'application/json', value: { name: 'x' } } };
  assert.deepEqual(shortenedSampleBody(small, 6_000), { request: small });
  const text = { ...request, body: { mediaType: 'text/plain', value: 'y'.repeat(20_000) } };
  assert.deepEqual(shortenedSampleBody(text, 6_000), { request: text });
  assert.deepEqual(shortenedSampleBody(request, undefined), { request });
  assert.equal(withSampleNote('curl', 'curl x', undefined), 'curl x');
});
