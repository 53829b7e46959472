/**
 * Watches the spec folders for `npm run dev` with chokidar. Editors save in two ways: in place
 * (write the same file) or atomically (write a temporary file, rename it over the original, as
 * vim, many IDEs and `sed -i` do). A rename swaps the file's inode, and a watcher bound to the old
 * one misses every later in-place save; chokidar follows the path. Changes are batched until the
 * folder has been quiet for `settleMs`, since one save is several file-system events (an atomic
 * save's come within a few milliseconds of each other): 50 ms is ten times that, and every save
 * shows that much later.
 */
import path from 'node:path';
import chokidar from 'chokidar';

export interface SpecWatcher {
  /** Resolves once the initial scan is done: saves after this are reported. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Editor by-products that are not specs: dotfiles (swap files), `file~` backups, vim's `4913` probe. */
export function isEditorScratch(file: string): boolean {
  const name = path.basename(file);
  return name.startsWith('.') || name.endsWith('~') || /\.sw[a-p]x?$/.test(name) || /^\d+$/.test(name);
}

export function watchSpecs(paths: string[], onChange: (files: string[]) => void, settleMs = 50): SpecWatcher {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watcher = chokidar.watch(paths, {
    ignoreInitial: true,
    ignored: (file, stats) => Boolean(stats?.isFile()) && isEditorScratch(file),
  });
  watcher.on('all', (_event, file) => {
    if (isEditorScratch(file)) return;
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...pending].sort();
      pending.clear();
      onChange(files);
    }, settleMs);
  });
  return {
    ready: new Promise((resolve) => watcher.once('ready', () => resolve())),
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
