/**
 * Arazzo runtime expressions (Arazzo 1.0, "Runtime Expressions"): what a recipe's parameters,
 * bodies, criteria and outputs refer to, parsed and resolved against a run's state. Pure and
 * browser-safe: the page's runner, the Node runner and the gen-time check share it.
 */

export type RuntimeExpression =
  | { kind: 'url' }
  | { kind: 'method' }
  | { kind: 'statusCode' }
  | { kind: 'inputs'; name: string; pointer: string }
  | { kind: 'steps'; stepId: string; output: string; pointer: string }
  | { kind: 'outputs'; name: string; pointer: string }
  | { kind: 'responseBody'; pointer: string }
  | { kind: 'responseHeader'; name: string }
  | { kind: 'requestBody'; pointer: string }
  | { kind: 'requestHeader'; name: string };

const NAME = '[A-Za-z0-9_.-]+';
const PATTERNS: Array<[RegExp, (m: RegExpMatchArray) => RuntimeExpression]> = [
  [/^\$url$/, () => ({ kind: 'url' })],
  [/^\$method$/, () => ({ kind: 'method' })],
  [/^\$statusCode$/, () => ({ kind: 'statusCode' })],
  [
    new RegExp(`^\\$inputs\\.(${NAME.replace('.', '')})(#.*)?$`),
    (m) => ({ kind: 'inputs', name: m[1], pointer: (m[2] ?? '#').slice(1) }),
  ],
  [
    /^\$steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_.-]+?)(#.*)?$/,
    (m) => ({ kind: 'steps', stepId: m[1], output: m[2], pointer: (m[3] ?? '#').slice(1) }),
  ],
  [/^\$outputs\.([A-Za-z0-9_.-]+?)(#.*)?$/, (m) => ({ kind: 'outputs', name: m[1], pointer: (m[2] ?? '#').slice(1) })],
  [/^\$response\.body(#.*)?$/, (m) => ({ kind: 'responseBody', pointer: (m[1] ?? '#').slice(1) })],
  [/^\$response\.header\.([A-Za-z0-9!#$%&'*+.^_`|~-]+)$/, (m) => ({ kind: 'responseHeader', name: m[1] })],
  [/^\$request\.body(#.*)?$/, (m) => ({ kind: 'requestBody', pointer: (m[1] ?? '#').slice(1) })],
  [/^\$request\.header\.([A-Za-z0-9!#$%&'*+.^_`|~-]+)$/, (m) => ({ kind: 'requestHeader', name: m[1] })],
];

/** The expression a string is, or undefined when it is not one (a literal, or malformed). */
export function parseExpression(text: string): RuntimeExpression | undefined {
  for (const [pattern, make] of PATTERNS) {
    const m = text.match(pattern);
    if (m) return make(m);
  }
  return undefined;
}

/** Whether a string is meant as an expression (starts with `$`), so a malformed one can be reported. */
export const looksLikeExpression = (text: string): boolean => /^\$[a-zA-Z]/.test(text);

/** The `{$…}` expressions embedded in a string (`Bearer {$steps.a.outputs.token}`). */
export function embeddedExpressions(text: string): string[] {
  return [...text.matchAll(/\{(\$[^{}]+)\}/g)].map((m) => m[1]);
}

/** RFC 6901: the value at `pointer` ('' is the whole value), or undefined when nothing is there. */
export function atPointer(value: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return pointer === '' ? value : (value as Record<string, unknown>)?.[''];
  if (!pointer.startsWith('/')) return undefined;
  let current: unknown = value;
  for (const raw of pointer.slice(1).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object') return undefined;
    if (Array.isArray(current) && !/^(0|[1-9]\d*)$/.test(key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** What an expression is resolved against: the run so far, and the step's exchange once it happened. */
export interface ExpressionContext {
  inputs: Record<string, unknown>;
  /** Each earlier step's outputs, by stepId. */
  steps: Record<string, Record<string, unknown>>;
  /** The workflow's outputs (only at its end). */
  outputs?: Record<string, unknown>;
  request?: { url: string; method: string; headers: Record<string, string>; body?: unknown };
  response?: { status: number; headers: Record<string, string>; body?: unknown };
}

/** The value of a parsed expression; undefined when it names nothing (yet). */
export function resolveExpression(expr: RuntimeExpression, ctx: ExpressionContext): unknown {
  const header = (headers: Record<string, string> | undefined, name: string) => {
    if (!headers) return undefined;
    const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
    return key === undefined ? undefined : headers[key];
  };
  switch (expr.kind) {
    case 'url':
      return ctx.request?.url;
    case 'method':
      return ctx.request?.method;
    case 'statusCode':
      return ctx.response?.status;
    case 'inputs':
      return atPointer(ctx.inputs[expr.name], expr.pointer);
    case 'steps':
      return atPointer(ctx.steps[expr.stepId]?.[expr.output], expr.pointer);
    case 'outputs':
      return atPointer(ctx.outputs?.[expr.name], expr.pointer);
    case 'responseBody':
      return atPointer(ctx.response?.body, expr.pointer);
    case 'responseHeader':
      return header(ctx.response?.headers, expr.name);
    case 'requestBody':
      return atPointer(ctx.request?.body, expr.pointer);
    case 'requestHeader':
      return header(ctx.request?.headers, expr.name);
  }
}

/** A string as text inside another: strings as they are, everything else as JSON. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/**
 * A value of a recipe (a parameter's `value`, a payload) with its expressions resolved: a string
 * that is one expression becomes that value (an object stays an object), `{$…}` inside a longer
 * string is replaced by its text, objects and arrays are resolved member by member.
 */
export function resolveValue(value: unknown, ctx: ExpressionContext): unknown {
  if (typeof value === 'string') {
    const expr = parseExpression(value);
    if (expr) return resolveExpression(expr, ctx);
    if (!value.includes('{$')) return value;
    return value.replace(/\{(\$[^{}]+)\}/g, (whole, inner: string) => {
      const embedded = parseExpression(inner);
      return embedded ? asText(resolveExpression(embedded, ctx)) : whole;
    });
  }
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, ctx));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveValue(v, ctx)]));
  return value;
}

/** Every expression a value holds, whole or embedded, with the JSON pointer (below `base`) where it sits. */
export function expressionsIn(value: unknown, base = ''): Array<{ text: string; at: string }> {
  if (typeof value === 'string') {
    if (looksLikeExpression(value)) return [{ text: value, at: base }];
    return embeddedExpressions(value).map((text) => ({ text, at: base }));
  }
  const escape = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
  if (Array.isArray(value)) return value.flatMap((v, i) => expressionsIn(v, `${base}/${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => expressionsIn(v, `${base}/${escape(k)}`));
  return [];
}
