import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { SAMPLE_GENERATORS } from '../../shared/api/samples/index.ts';
import { SAMPLE_LANGUAGE_ATTRIBUTE, SAMPLE_LANGUAGE_KEY, sampleLanguageScript } from './sample-language-script.ts';

const SCRIPT = sampleLanguageScript(SAMPLE_GENERATORS);

/** Runs the inline script as a browser would before the body, with this stored choice; returns the attributes it put on <html>. */
function firstPaint(stored: string | null | Error): Record<string, string> {
  const attributes: Record<string, string> = {};
  const localStorage = {
    getItem(key: string) {
      if (stored instanceof Error) throw stored;
      return key === SAMPLE_LANGUAGE_KEY ? stored : null;
    },
  };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => void (attributes[name] = value) },
  };
  vm.runInNewContext(SCRIPT, { localStorage, document });
  return attributes;
}

test('the stored label (or id) of a built-in language is put on <html> as its id', () => {
  assert.deepEqual(firstPaint('Go'), { [SAMPLE_LANGUAGE_ATTRIBUTE]: 'go' });
  assert.deepEqual(firstPaint('C#'), { [SAMPLE_LANGUAGE_ATTRIBUTE]: 'csharp' });
  assert.deepEqual(firstPaint('typescript'), { [SAMPLE_LANGUAGE_ATTRIBUTE]: 'typescript' });
});

test('no choice, an x-codeSamples label, a key of Object.prototype or blocked storage: nothing set, React decides', () => {
  assert.deepEqual(firstPaint(null), {});
  assert.deepEqual(firstPaint('Node.js (SDK)'), {});
  assert.deepEqual(firstPaint('constructor'), {});
  assert.deepEqual(firstPaint(new Error('SecurityError')), {});
});

test('the script is small and no label can end its element', () => {
  assert.ok(Buffer.byteLength(SCRIPT) < 600, `${Buffer.byteLength(SCRIPT)} bytes`);
  assert.doesNotMatch(sampleLanguageScript([{ id: 'x', label: '</script><b>' }]), /<\//);
});

test('the first-paint CSS has a rule for every built-in language: its tab chosen, its panel shown, the others not', () => {
  const css = fs.readFileSync(path.join(import.meta.dirname, 'try-it.module.css'), 'utf8');
  // The panels' rules sit in the `theme` layer (indented), where they can override the theme's `[hidden]`.
  assert.match(css, /@layer theme \{\n {2}:global\(html\[data-sample-language='curl'\]\) \.panel/);
  for (const { id } of SAMPLE_GENERATORS) {
    for (const rule of [
      `:global(html[data-sample-language='${id}']) .tab[data-sample]:not([data-sample='${id}'])`,
      `:global(html[data-sample-language='${id}']) .tab[data-sample='${id}']`,
      `  :global(html[data-sample-language='${id}']) .panel[data-sample]:not([data-sample='${id}'])`,
      `  :global(html[data-sample-language='${id}']) .panel[data-sample='${id}']`,
    ])
      assert.ok(css.includes(rule), rule);
  }
});
