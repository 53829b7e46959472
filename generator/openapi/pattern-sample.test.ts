import { test } from 'node:test';
import assert from 'node:assert/strict';
import { patternSample } from './pattern-sample.ts';

test('a pattern made of literals, escapes, classes, groups and quantifiers gives a string it matches', () => {
  const patterns = [
    '^bat_[0-9a-z]{26}$',
    '^[A-Za-z_][A-Za-z0-9_.]*\\.[A-Za-z_][A-Za-z0-9_]*$',
    '^[0-9a-f]{64}$',
    '^(sand|sgdirector)_(linux|osx|windows)_(amd64|arm64)(\\.exe)?$',
    '^[^/]+$',
    '^\\d{4}-\\d{2}-\\d{2}$',
    '^(?:v\\d+)(?<rest>\\.\\d+)*$',
    '^[a-z]+(-[a-z]+)*$',
    '^\\u0041\\x42[\\]x]$',
  ];
  for (const pattern of patterns) {
    const made = patternSample(pattern);
    assert.ok(made !== undefined && new RegExp(pattern, 'u').test(made), `${pattern} → ${made}`);
  }
  assert.equal(
    patternSample('^bat_[0-9a-z]{26}$'),
    'bat_00000000000000000000000000',
    'deterministic: the first character each class allows',
  );
});

test('lengths: more repetitions when a minimum asks, none that a maximum forbids', () => {
  const long = patternSample('^[a-z]+$', 5);
  assert.ok(long !== undefined && long.length >= 5 && /^[a-z]+$/.test(long), long);
  assert.equal(patternSample('^[a-z]{2,}$', 0, 3), 'aa');
  assert.equal(patternSample('^[A-Z]{2}$', 3), undefined, 'two letters cannot be three');
});

test('what it cannot make gives undefined, never a string the pattern refuses', () => {
  for (const pattern of ['^(?!x).*$', '^(a)\\1$', '^\\p{L}+$', '^[', 'a(b'])
    assert.equal(patternSample(pattern), undefined, pattern);
});
