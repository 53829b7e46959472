import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { withParentCommands } from './sidebar-title.ts';

const link = (title: unknown) => renderToStaticMarkup(createElement('a', { href: '/x' }, title as string));
const text = (html: string) => html.replace(/<[^>]+>/g, '');

test('a CLI sidebar link shows the command name and reads as the whole command', () => {
  const meta = withParentCommands(
    { start: 'start', push: { title: 'push', theme: { collapsed: false } } },
    'sand runs',
  );
  const start = link(meta.start);
  assert.equal(text(start), 'sand runs start');
  // Only the parent commands are in the visually hidden span; the visible text stays "start".
  assert.match(start, /^<a href="\/x"><span class="sg-command-parents">sand runs <\/span>start<\/a>$/);
  const push = meta.push;
  // An item with more than a title stays an object, with its title replaced.
  assert.ok('title' in push);
  assert.equal(text(link(push.title)), 'sand runs push');
  assert.deepEqual(push.theme, { collapsed: false });
});
