/**
 * The docs versions a reader can prefer, newest first, and where the preference is stored.
 * `release` is the newest `sand`/director release of the line; the current line's release must
 * equal `program.version` of cli-spec/sand.json (a unit test checks it).
 */
export interface DocsVersion {
  id: string;
  label: string;
  /** Full release to install for this line; null for "latest", which follows every release. */
  release: string | null;
  summary: string;
}

export const CURRENT_RELEASE = '1.8.0';

export const DOCS_VERSIONS: readonly DocsVersion[] = [
  {
    id: 'latest',
    label: 'Latest (follows every release)',
    release: null,
    summary: 'You read the docs of the newest release and keep sand and your directors on it.',
  },
  {
    id: '1.8',
    label: '1.8 (current release)',
    release: CURRENT_RELEASE,
    summary: 'These pages describe 1.8 exactly. Pin sand and your directors to the 1.8 line.',
  },
  {
    id: '1.7',
    label: '1.7 (previous release, still supported)',
    release: '1.7.2',
    summary:
      'These pages describe 1.8; the changelog lists what 1.8 added. The control plane still accepts 1.7 CLIs and directors.',
  },
];

export const DEFAULT_DOCS_VERSION = 'latest';

/** localStorage key of the reader's preferred docs version. */
export const PREFERRED_VERSION_KEY = 'sandgarden-docs-preferred-version';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/** The stored preference, or the default when nothing (or something unknown) is stored or storage is blocked. */
export function readPreferredVersion(storage: ReadableStorage | undefined): string {
  try {
    const stored = storage?.getItem(PREFERRED_VERSION_KEY);
    return DOCS_VERSIONS.some((v) => v.id === stored) ? (stored as string) : DEFAULT_DOCS_VERSION;
  } catch {
    return DEFAULT_DOCS_VERSION;
  }
}

/** Stores the preference; returns false when the browser refuses (private mode, storage full). */
export function writePreferredVersion(storage: WritableStorage | undefined, id: string): boolean {
  if (!DOCS_VERSIONS.some((v) => v.id === id)) throw new Error(`unknown docs version "${id}"`);
  try {
    storage?.setItem(PREFERRED_VERSION_KEY, id);
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** The CLI command and director image that match a docs version. */
export function toolsFor(version: DocsVersion): { cli: string; directorImage: string } {
  if (version.release === null) {
    return { cli: 'sand update', directorImage: 'public.ecr.aws/sandgarden/sgdirector:latest' };
  }
  return {
    cli: `sand update --version ${version.release}`,
    directorImage: `public.ecr.aws/sandgarden/sgdirector:${version.id}`,
  };
}
