/**
 * Files the server reads come from inside the built site only. A relative path is checked before
 * and after the file system has its say: no absolute path, no `..` segment (also when
 * percent-encoded, once or twice), no NUL, and the real path (symlinks followed) must still lie
 * inside the real root, so a symlink in `out/` pointing elsewhere is refused too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ToolInputError } from './tool-errors.ts';

/** Decodes percent-escapes until the text stops changing (`%252e` → `%2e` → `.`); bad escapes stay as typed. */
export function fullyDecoded(text: string): string {
  let current = text;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** Why `relative` may not be used as a path below the root, or undefined when it may. */
export function unsafeReason(relative: string): string | undefined {
  const decoded = fullyDecoded(relative);
  if (decoded.includes('\0')) return 'it contains a NUL character';
  if (path.isAbsolute(decoded) || path.win32.isAbsolute(decoded) || /^[a-z]+:/i.test(decoded))
    return 'it is an absolute path';
  if (decoded.split(/[\\/]+/).some((segment) => segment === '..')) return 'it climbs out with ".."';
  return undefined;
}

/**
 * The real path of `relative` below `root`, for reading; throws a ToolInputError when the path
 * is unsafe, missing, or (through a symlink) outside the root.
 */
export function resolveInside(root: string, relative: string): string {
  const reason = unsafeReason(relative);
  if (reason)
    throw new ToolInputError(
      `"${relative}" is not a path inside the built site: ${reason}. Pass a page route such as "/docs/using/concepts".`,
    );
  const realRoot = fs.realpathSync(root);
  const candidate = path.join(realRoot, fullyDecoded(relative));
  let real: string;
  try {
    real = fs.realpathSync(candidate);
  } catch {
    throw new ToolInputError(`"${relative}" does not exist in the built site.`);
  }
  if (real !== realRoot && !real.startsWith(realRoot + path.sep)) {
    throw new ToolInputError(
      `"${relative}" leads outside the built site (a symbolic link to a file elsewhere); only files of the built site can be read.`,
    );
  }
  return real;
}
