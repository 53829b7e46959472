/**
 * A string a regular expression (a schema's `pattern`) matches, made from the pattern's own parts:
 * literals, escapes (`\d`, `\w`, `\s`, `\.`), classes (`[a-z0-9_-]`, `[^/]`), groups and
 * alternatives (the first that works), quantifiers (`?`, `*`, `+`, `{n}`, `{n,m}`). Deterministic: the
 * first character a class allows, the fewest repetitions (more when a minimum length asks). What it
 * makes is tested with the pattern itself (`u` flag, as JSON Schema reads patterns); a pattern it
 * cannot satisfy (lookarounds, backreferences) gives undefined.
 */

type Node =
  | { kind: 'char'; options: string[] }
  | { kind: 'group'; alternatives: Node[][] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

const ANY_CANDIDATES = ['a', 'x', '0', '1', 'A', '_', '-', '.', ' ', '/'];
const ESCAPES: Record<string, string[]> = {
  d: ['0', '1'],
  w: ['a', '0', '_'],
  s: [' '],
  D: ['a'],
  W: ['-', ' '],
  S: ['a'],
  t: ['\t'],
  n: ['\n'],
  r: ['\r'],
};

class Unsupported extends Error {}

function parse(source: string): Node[][] {
  let i = 0;
  const alternatives = (): Node[][] => {
    const alts: Node[][] = [[]];
    while (i < source.length) {
      const c = source[i];
      if (c === ')') break;
      if (c === '|') {
        i++;
        alts.push([]);
        continue;
      }
      const atom = parseAtom();
      if (atom) alts[alts.length - 1].push(quantified(atom));
    }
    return alts;
  };
  const parseAtom = (): Node | undefined => {
    const c = source[i++];
    if (c === '^' || c === '$') return undefined;
    if (c === '(') {
      if (source[i] === '?') {
        if (source[i + 1] === ':') i += 2;
        else if (source[i + 1] === '<' && source[i + 2] !== '=' && source[i + 2] !== '!')
          i = source.indexOf('>', i) + 1;
        else throw new Unsupported('lookaround');
      }
      const alts = alternatives();
      if (source[i++] !== ')') throw new Unsupported('unclosed group');
      return { kind: 'group', alternatives: alts };
    }
    if (c === '[') return parseClass();
    if (c === '.') return { kind: 'char', options: ANY_CANDIDATES };
    if (c === '\\') return escape();
    return { kind: 'char', options: [c] };
  };
  const escape = (): Node | undefined => {
    const e = source[i++];
    if (e === 'b' || e === 'B') return undefined;
    if (/[1-9k]/.test(e)) throw new Unsupported('backreference');
    if (e === 'u' && source[i] === '{') {
      const end = source.indexOf('}', i);
      const ch = String.fromCodePoint(parseInt(source.slice(i + 1, end), 16));
      i = end + 1;
      return { kind: 'char', options: [ch] };
    }
    if (e === 'u' || e === 'x') {
      const len = e === 'u' ? 4 : 2;
      const ch = String.fromCharCode(parseInt(source.slice(i, i + len), 16));
      i += len;
      return { kind: 'char', options: [ch] };
    }
    if (e === 'p' || e === 'P') throw new Unsupported('unicode property');
    return { kind: 'char', options: ESCAPES[e] ?? [e] };
  };
  const parseClass = (): Node => {
    const negated = source[i] === '^';
    if (negated) i++;
    const start = i;
    let end = i;
    // The class's source, to test candidates with (a `]` first is a literal).
    if (source[end] === ']') end++;
    while (end < source.length && source[end] !== ']') end += source[end] === '\\' ? 2 : 1;
    const body = source.slice(start, end);
    i = end + 1;
    const test = new RegExp(`^[${negated ? '^' : ''}${body}]$`, 'u');
    const candidates: string[] = [];
    if (!negated) {
      // The first character of each item, in order: a range's start, an escape's candidates, a literal.
      for (let j = 0; j < body.length; j++) {
        if (body[j] === '\\') {
          candidates.push(...(ESCAPES[body[j + 1]] ?? [body[j + 1]]));
          j++;
        } else candidates.push(body[j]);
      }
    }
    candidates.push(...ANY_CANDIDATES, 'b', 'z', '9', 'Z');
    const options = candidates.filter((ch) => test.test(ch));
    if (options.length === 0) throw new Unsupported('class with no simple member');
    return { kind: 'char', options: [...new Set(options)] };
  };
  const quantified = (node: Node): Node => {
    const c = source[i];
    let min = 1;
    let max = 1;
    if (c === '?') [min, max] = [0, 1];
    else if (c === '*') [min, max] = [0, Infinity];
    else if (c === '+') [min, max] = [1, Infinity];
    else if (c === '{' && /^\{\d+(,\d*)?\}/.test(source.slice(i))) {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i))!;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      i += m[0].length - 1;
    } else return node;
    i++;
    if (source[i] === '?') i++;
    return { kind: 'repeat', node, min, max };
  };
  const result = alternatives();
  if (i < source.length) throw new Unsupported('unbalanced )');
  return result;
}

/** The strings a sequence makes, with `extra` repetitions over each quantifier's minimum (bounded by its maximum). */
function* render(seq: Node[], extra: number): Generator<string> {
  if (seq.length === 0) {
    yield '';
    return;
  }
  const [head, ...rest] = seq;
  for (const h of renderNode(head, extra)) for (const r of render(rest, extra)) yield h + r;
}

function* renderNode(node: Node, extra: number): Generator<string> {
  if (node.kind === 'char') {
    yield* node.options.slice(0, 3);
  } else if (node.kind === 'group') {
    for (const alt of node.alternatives) yield* render(alt, extra);
  } else {
    const count = Math.min(node.max, node.min + extra);
    yield* render(
      Array.from({ length: count }, () => node.node),
      extra,
    );
  }
}

/** A string of `minLength`…`maxLength` characters that `pattern` matches, or undefined. */
export function patternSample(pattern: string, minLength = 0, maxLength = Infinity): string | undefined {
  let regex: RegExp;
  let tree: Node[][];
  try {
    regex = new RegExp(pattern, 'u');
    tree = parse(pattern);
  } catch {
    return undefined;
  }
  const fits = (s: string) => [...s].length >= minLength && [...s].length <= maxLength && regex.test(s);
  for (const extra of [0, 1, 2, 3, 5, 8, 13, 21, 34, 64]) {
    let tried = 0;
    for (const alt of tree) {
      for (const candidate of render(alt, extra)) {
        if (fits(candidate)) return candidate;
        // Classes give a few options each: enough to step past a lookalike, bounded for long patterns.
        if (++tried > 200) break;
      }
    }
  }
  return undefined;
}
