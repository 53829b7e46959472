import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { TOKEN_COLOURS, tokenClassOf } from './code-tokens.tsx';

test('a token coloured by the two theme variables gets two classes; anything else keeps its style', () => {
  assert.equal(tokenClassOf({ '--shiki-light': '#D73A49', '--shiki-dark': '#F97583' }), 'sl-d73a49 sd-f97583');
  assert.equal(
    tokenClassOf({ '--shiki-light': '#D73A49', '--shiki-dark': '#F97583', '--shiki-light-font-style': 'italic' }),
    undefined,
  );
  assert.equal(
    tokenClassOf({ '--shiki-light': '#123456', '--shiki-dark': '#F97583' }),
    undefined,
    'a colour with no class',
  );
  assert.equal(tokenClassOf({ color: 'red', background: 'blue' }), undefined);
  assert.equal(tokenClassOf(undefined), undefined);
});

test('every colour of the code themes has its class in globals.css, and no class is missing a colour', async () => {
  const [light, dark] = await Promise.all([
    import('@shikijs/themes/github-light'),
    import('@shikijs/themes/github-dark'),
  ]);
  const colours = (theme: { tokenColors?: Array<{ settings: { foreground?: string } }> }) =>
    [
      ...new Set(
        (theme.tokenColors ?? []).map((t) => t.settings.foreground?.replace('#', '').toLowerCase()).filter(Boolean),
      ),
    ].sort();
  assert.deepEqual(colours(light.default as never), [...TOKEN_COLOURS.light].sort());
  assert.deepEqual(colours(dark.default as never), [...TOKEN_COLOURS.dark].sort());
  const css = fs.readFileSync('app/globals.css', 'utf8');
  for (const hex of TOKEN_COLOURS.light)
    assert.match(css, new RegExp(`\\.sl-${hex} \\{ --shiki-light: #${hex}; \\}`), `light ${hex}`);
  for (const hex of TOKEN_COLOURS.dark)
    assert.match(css, new RegExp(`\\.sd-${hex} \\{ --shiki-dark: #[0-9a-f]{6}; \\}`), `dark ${hex}`);
});
