/**
 * A small POSIX-shell reader, just enough to find `sand` invocations in documentation code
 * blocks: quotes, backslash escapes and line continuations, `$(...)` and backtick substitutions,
 * comments, and the operators that end a simple command (`|`, `||`, `&&`, `;`, `&`, redirections).
 */

export interface ShellWord {
  /** The word after quote removal. Substitutions are kept as written, e.g. `$(cat a.json)`. */
  value: string;
  /** True when the value depends on an expansion (`$VAR`, `$(...)`, backticks), so its final text is unknown. */
  dynamic: boolean;
}

export interface ShellStatement {
  words: ShellWord[];
  /** Source text of the statement, for messages. */
  text: string;
}

export interface ShellReadResult {
  statements: ShellStatement[];
  /** Command texts found inside `$(...)` and backticks, to be read in turn. */
  substitutions: string[];
  error?: string;
}

const OPERATOR_CHARS = new Set(['|', '&', ';', '<', '>', '(', ')']);

/** Reads the text of a balanced `$(...)` starting after `$(`; returns the inner text and the index after `)`. */
function readParenthesised(src: string, start: number): { inner: string; end: number } | undefined {
  let depth = 1;
  let i = start;
  while (i < src.length) {
    const ch = src[i];
    if (ch === '\\') {
      i += 2;
      continue;
    }
    if (ch === "'") {
      const close = src.indexOf("'", i + 1);
      if (close < 0) return undefined;
      i = close + 1;
      continue;
    }
    if (ch === '"') {
      i++;
      while (i < src.length && src[i] !== '"') i += src[i] === '\\' ? 2 : 1;
      if (i >= src.length) return undefined;
      i++;
      continue;
    }
    if (ch === '(') depth++;
    if (ch === ')') {
      depth--;
      if (depth === 0) return { inner: src.slice(start, i), end: i + 1 };
    }
    i++;
  }
  return undefined;
}

function readShell(src: string): ShellReadResult {
  const statements: ShellStatement[] = [];
  const substitutions: string[] = [];
  let words: ShellWord[] = [];
  let word = '';
  let dynamic = false;
  let inWord = false;
  let statementStart = 0;
  let i = 0;

  const endWord = () => {
    if (inWord) words.push({ value: word, dynamic });
    word = '';
    dynamic = false;
    inWord = false;
  };
  const endStatement = (end: number) => {
    endWord();
    if (words.length > 0) statements.push({ words, text: src.slice(statementStart, end).trim() });
    words = [];
  };

  const readDollar = (): boolean => {
    // At src[i] === '$'. Appends the expansion to the word; returns false on an unclosed `$(`.
    if (src[i + 1] === '(') {
      const sub = readParenthesised(src, i + 2);
      if (!sub) return false;
      substitutions.push(sub.inner);
      word += src.slice(i, sub.end);
      i = sub.end;
    } else if (src[i + 1] === '{') {
      const close = src.indexOf('}', i + 2);
      if (close < 0) return false;
      word += src.slice(i, close + 1);
      i = close + 1;
    } else if (/[A-Za-z_0-9@*#?$!-]/.test(src[i + 1] ?? '')) {
      const m = /^\$([A-Za-z_][A-Za-z0-9_]*|[0-9@*#?$!-])/.exec(src.slice(i))!;
      word += m[0];
      i += m[0].length;
    } else {
      word += '$';
      i++;
      return true;
    }
    dynamic = true;
    return true;
  };

  const readBacktick = (): boolean => {
    // At src[i] === '`'. Appends the command substitution to the word; returns false when unclosed.
    const close = src.indexOf('`', i + 1);
    if (close < 0) return false;
    substitutions.push(src.slice(i + 1, close));
    word += src.slice(i, close + 1);
    dynamic = true;
    i = close + 1;
    return true;
  };

  while (i < src.length) {
    const ch = src[i];
    if (ch === '\\' && src[i + 1] === '\n') {
      i += 2;
      continue;
    }
    if (ch === '\\' && src[i + 1] === '\r' && src[i + 2] === '\n') {
      i += 3;
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r') {
      endWord();
      i++;
      continue;
    }
    if (ch === '\n') {
      endStatement(i);
      statementStart = ++i;
      continue;
    }
    if (ch === '#' && !inWord) {
      while (i < src.length && src[i] !== '\n') i++;
      continue;
    }
    if (OPERATOR_CHARS.has(ch)) {
      // `2>` and `&>` redirections: a digit word right before `>` belongs to the operator.
      if ((ch === '>' || ch === '<') && inWord && /^\d+$/.test(word) && !dynamic) {
        word = '';
        inWord = false;
      }
      endStatement(i);
      if (ch === '>' || ch === '<') {
        // Skip the redirection target: it is not part of the command.
        i++;
        while (src[i] === '>' || src[i] === '&') i++;
        while (src[i] === ' ' || src[i] === '\t') i++;
        while (i < src.length && !/[\s|&;<>()]/.test(src[i])) i++;
      } else {
        while (i < src.length && OPERATOR_CHARS.has(src[i]) && src[i] !== '<' && src[i] !== '>') i++;
      }
      statementStart = i;
      continue;
    }
    inWord = true;
    if (ch === "'") {
      const close = src.indexOf("'", i + 1);
      if (close < 0) return { statements, substitutions, error: `unclosed single quote at character ${i + 1}` };
      word += src.slice(i + 1, close);
      i = close + 1;
      continue;
    }
    if (ch === '"') {
      i++;
      for (;;) {
        if (i >= src.length) return { statements, substitutions, error: 'unclosed double quote' };
        const c = src[i];
        if (c === '"') {
          i++;
          break;
        }
        if (c === '\\' && /["\\$`\n]/.test(src[i + 1] ?? '')) {
          if (src[i + 1] !== '\n') word += src[i + 1];
          i += 2;
          continue;
        }
        if (c === '$') {
          if (!readDollar()) return { statements, substitutions, error: 'unclosed $( or ${ inside double quotes' };
          continue;
        }
        if (c === '`') {
          if (!readBacktick()) return { statements, substitutions, error: 'unclosed backtick' };
          continue;
        }
        word += c;
        i++;
      }
      continue;
    }
    if (ch === '\\') {
      word += src[i + 1] ?? '';
      i += 2;
      continue;
    }
    if (ch === '$') {
      if (!readDollar()) return { statements, substitutions, error: `unclosed $( or \${ at character ${i + 1}` };
      continue;
    }
    if (ch === '`') {
      if (!readBacktick()) return { statements, substitutions, error: 'unclosed backtick' };
      continue;
    }
    word += ch;
    i++;
  }
  endStatement(src.length);
  return { statements, substitutions };
}

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

/**
 * Every invocation of `program` in a shell snippet, as the words after the program name,
 * including invocations inside command substitutions. Leading `NAME=value` assignments and
 * `sudo` / `time` / `env` prefixes are skipped.
 */
export function findInvocations(
  script: string,
  program: string,
): { invocations: Array<{ words: ShellWord[]; text: string }>; errors: string[] } {
  const invocations: Array<{ words: ShellWord[]; text: string }> = [];
  const errors: string[] = [];
  const pending = [script];
  while (pending.length > 0) {
    const src = pending.shift()!;
    const read = readShell(src);
    if (read.error) errors.push(`${read.error} in: ${src.trim()}`);
    for (const statement of read.statements) {
      let k = 0;
      while (k < statement.words.length) {
        const w = statement.words[k].value;
        if (ASSIGNMENT.test(w) || w === 'sudo' || w === 'time' || w === 'env' || w === 'exec') k++;
        else break;
      }
      if (statement.words[k]?.value === program)
        invocations.push({ words: statement.words.slice(k + 1), text: statement.text });
    }
    pending.push(...read.substitutions);
  }
  return { invocations, errors };
}
