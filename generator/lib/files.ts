/** One file a generator wants written, relative to its output directory (POSIX separators). */
export interface FileRecord {
  path: string;
  content: string;
}
