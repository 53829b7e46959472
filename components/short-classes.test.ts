import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { SHORT_CLASSES } from './short-classes.ts';

/** The block of `selector { … }` in a stylesheet, braces balanced. */
function block(css: string, selector: string): string | undefined {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) return undefined;
  let depth = 0;
  for (let i = css.indexOf('{', start); i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return css.slice(start, i + 1);
  }
  return undefined;
}
const escapeClass = (name: string) => `.${name.replace(/[:[\].()/!%]/g, (c) => `\\${c}`)}`;
const declarations = (text: string) => text.match(/[-\w]+: [^;{}]+;/g) ?? [];

test("each short class holds every rule of the theme's classes it stands for", () => {
  const theme = fs.readFileSync('node_modules/nextra-theme-docs/dist/style.css', 'utf8');
  const ours = fs.readFileSync('app/globals.css', 'utf8');
  for (const [short, utilities] of Object.entries(SHORT_CLASSES)) {
    const mine = block(ours, `.${short}`);
    assert.ok(mine, `.${short} in app/globals.css`);
    assert.ok(ours.indexOf(`.${short} {`) > ours.indexOf('@layer utilities'), `.${short} in the utilities layer`);
    for (const utility of utilities.split(' ')) {
      if (utility === 'x:group') continue; // a marker for group-hover/group-focus, no rules
      const rule = block(theme, escapeClass(utility));
      assert.ok(rule, `${utility} in the theme's stylesheet`);
      for (const declaration of declarations(rule))
        assert.ok(mine.includes(declaration), `.${short} has ${utility}'s \`${declaration}\``);
    }
  }
});
