import assert from 'node:assert/strict';
import test from 'node:test';
import { startsPageChange, type ProgressClick } from './route-progress.ts';

const here = 'https://docs.example.com/docs/using/concepts?tab=1#runs';
const click = (
  link: Partial<ProgressClick['link']> = {},
  rest: Partial<Omit<ProgressClick, 'link'>> = {},
): ProgressClick => ({
  defaultPrevented: false,
  modifierKey: false,
  button: 0,
  ...rest,
  link: { href: '/docs/reference/architecture', target: '', download: false, optedOut: false, ...link },
});

test('a plain click on a link to another page starts the bar', () => {
  assert.equal(startsPageChange(click(), here), true);
  assert.equal(startsPageChange(click({ href: 'https://docs.example.com/api/start-run' }), here), true);
  assert.equal(startsPageChange(click({ target: '_self' }), here), true);
});

test('a link to the same page (another query or fragment) keeps the page: no bar', () => {
  assert.equal(startsPageChange(click({ href: '#workflows' }), here), false);
  assert.equal(startsPageChange(click({ href: '/docs/using/concepts?tab=2' }), here), false);
  assert.equal(startsPageChange(click({ href: '/docs/using/concepts' }), here), false);
});

test('clicks that open another tab or window, downloads and non-page links show no bar', () => {
  assert.equal(startsPageChange(click({}, { modifierKey: true }), here), false);
  assert.equal(startsPageChange(click({}, { button: 1 }), here), false);
  assert.equal(startsPageChange(click({ target: '_blank' }), here), false);
  assert.equal(startsPageChange(click({ download: true }), here), false);
  assert.equal(startsPageChange(click({ href: 'mailto:help@example.com' }), here), false);
  assert.equal(startsPageChange(click({ href: 'javascript:void(0)' }), here), false);
  assert.equal(startsPageChange(click({ href: '' }), here), false);
});

test('a click already handled, or on a link that opted out, shows no bar', () => {
  assert.equal(startsPageChange(click({}, { defaultPrevented: true }), here), false);
  assert.equal(startsPageChange(click({ optedOut: true }), here), false);
});
