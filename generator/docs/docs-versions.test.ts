import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  CURRENT_RELEASE,
  DEFAULT_DOCS_VERSION,
  DOCS_VERSIONS,
  PREFERRED_VERSION_KEY,
  readPreferredVersion,
  toolsFor,
  writePreferredVersion,
} from '../../components/docs/docs-versions.ts';

class MemoryStorage {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

const blocked = {
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
};

test('the current docs line matches the sand release described in cli-spec/sand.json', () => {
  const spec = JSON.parse(fs.readFileSync(new URL('../../cli-spec/sand.json', import.meta.url), 'utf8'));
  assert.equal(CURRENT_RELEASE, spec.program.version);
  const line = CURRENT_RELEASE.split('.').slice(0, 2).join('.');
  assert.ok(
    DOCS_VERSIONS.some((v) => v.id === line && v.release === CURRENT_RELEASE),
    `no docs version ${line} with release ${CURRENT_RELEASE}`,
  );
});

test('a stored choice is read back; nothing stored means the default', () => {
  const storage = new MemoryStorage();
  assert.equal(readPreferredVersion(storage), DEFAULT_DOCS_VERSION);
  assert.equal(writePreferredVersion(storage, '1.7'), true);
  assert.equal(storage.values.get(PREFERRED_VERSION_KEY), '1.7');
  assert.equal(readPreferredVersion(storage), '1.7');
});

test('an unknown stored value (a version since removed) falls back to the default', () => {
  const storage = new MemoryStorage();
  storage.setItem(PREFERRED_VERSION_KEY, '0.9');
  assert.equal(readPreferredVersion(storage), DEFAULT_DOCS_VERSION);
});

test('blocked storage neither throws nor claims the choice was saved', () => {
  assert.equal(readPreferredVersion(blocked), DEFAULT_DOCS_VERSION);
  assert.equal(writePreferredVersion(blocked, '1.8'), false);
  assert.equal(writePreferredVersion(undefined, '1.8'), false);
});

test('writing an id that is not a docs version is a programming error', () => {
  assert.throws(() => writePreferredVersion(new MemoryStorage(), 'next'), /unknown docs version "next"/);
});

test('each version names the CLI command and director image that match it', () => {
  assert.deepEqual(toolsFor(DOCS_VERSIONS.find((v) => v.id === 'latest')!), {
    cli: 'sand update',
    directorImage: 'public.ecr.aws/sandgarden/sgdirector:latest',
  });
  assert.deepEqual(toolsFor(DOCS_VERSIONS.find((v) => v.id === '1.7')!), {
    cli: 'sand update --version 1.7.2',
    directorImage: 'public.ecr.aws/sandgarden/sgdirector:1.7',
  });
});
