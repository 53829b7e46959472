/**
 * A recipe as one script to copy: bash (curl and jq) and TypeScript (fetch). Both run the steps
 * in order with the recipe's values, criteria and retries, stop at the first failed criterion
 * naming the step and the criterion, and print the outputs as JSON. `npm test` runs them against
 * Prism. Inputs can be given in environment variables (`IN_<NAME>`): a string input as its text,
 * any other as JSON (as a step's code samples read them, step-sample.ts).
 */
import { parseCondition, type ConditionNode } from '../../shared/recipes/conditions.ts';
import { parseExpression, type RuntimeExpression } from '../../shared/recipes/expressions.ts';
import type { Recipe, RecipeStep } from '../../shared/recipes/types.ts';
import { sq } from '../../shared/api/samples/curl.ts';
import { expectedStatus } from '../../shared/recipes/engine.ts';

import { inputEnv } from './step-sample.ts';

const segments = (pointer: string) =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
const unsupported = (expr: RuntimeExpression): never => {
  throw new Error(`the recipe scripts cannot read ${expr.kind} expressions yet`);
};

// ---- jq (bash) ----

function jqPath(base: string, pointer: string): string {
  return segments(pointer).reduce((acc, s) => `${acc}[${/^(0|[1-9]\d*)$/.test(s) ? s : JSON.stringify(s)}]`, base);
}

function jqExpr(expr: RuntimeExpression): string {
  switch (expr.kind) {
    case 'inputs':
      return jqPath(`$state.inputs[${JSON.stringify(expr.name)}]`, expr.pointer);
    case 'steps':
      return jqPath(`$state.steps[${JSON.stringify(expr.stepId)}][${JSON.stringify(expr.output)}]`, expr.pointer);
    case 'statusCode':
      return '$status';
    case 'responseBody':
      return expr.pointer === '' ? '$body' : jqPath('$body', expr.pointer);
    default:
      return unsupported(expr);
  }
}

/** A value of the recipe as a jq expression building it. */
function jqValue(value: unknown): string {
  if (typeof value === 'string') {
    const expr = parseExpression(value);
    if (expr) return jqExpr(expr);
    if (value.includes('{$')) {
      const parts = value.split(/(\{\$[^{}]+\})/);
      return (
        '"' +
        parts
          .map((p) => {
            const inner = p.startsWith('{$') ? parseExpression(p.slice(1, -1)) : undefined;
            return inner ? `\\(${jqExpr(inner)})` : JSON.stringify(p).slice(1, -1);
          })
          .join('') +
        '"'
      );
    }
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(jqValue).join(', ')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${jqValue(v)}`)
      .join(', ')}}`;
  return JSON.stringify(value);
}

function jqCondition(node: ConditionNode): string {
  if (node.n === 'value') return node.tok.t === 'lit' ? JSON.stringify(node.tok.value) : jqExpr(node.tok.expr);
  if (node.n === 'not') return `(${jqCondition(node.a)} | not)`;
  const op = node.op === '&&' ? 'and' : node.op === '||' ? 'or' : node.op;
  return `(${jqCondition(node.a)} ${op} ${jqCondition(node.b)})`;
}

// The server is data from the API description: quoted as a literal, never expanded by the shell.
const bashBaseUrl = (server: string | undefined) =>
  server
    ? `BASE_URL="\${SUN_API_URL:-}"\n[ -n "$BASE_URL" ] || BASE_URL=${sq(server)}`
    : `BASE_URL="\${SUN_API_URL:?set SUN_API_URL to the API's address}"`;

const BASH_PRELUDE = (authEnv: string, server: string | undefined) => `set -euo pipefail
${bashBaseUrl(server)}
: "\${${authEnv}:?set ${authEnv} to your API key}"

# call METHOD PATH BODY: sends one request; sets STATUS and BODY (JSON, null when empty).
# AUTH replaces the Authorization header; EXPECT asks a mock server (SUN_API_MOCK=1) for that status.
call() {
  local args=(-sS -X "$1" "$BASE_URL$2" -H "Authorization: \${AUTH:-Bearer $${authEnv}}" -H 'Accept: application/json' -w '\\n%{http_code}')
  if [ -n "$3" ]; then args+=(-H 'Content-Type: application/json' --data "$3"); fi
  if [ "\${SUN_API_MOCK:-}" = 1 ] && [ -n "\${EXPECT:-}" ]; then args+=(-H "Prefer: code=$EXPECT"); fi
  local out
  out=$(curl "\${args[@]}")
  STATUS=\${out##*$'\\n'}
  BODY=\${out%$'\\n'*}
  if [ -z "$BODY" ] || ! jq -e . >/dev/null 2>&1 <<<"$BODY"; then BODY=null; fi
}
# holds JQ: whether a condition holds for the last response and the values so far.
holds() { jq -e --argjson state "$STATE" --argjson status "$STATUS" ". as \\$body | $1" >/dev/null <<<"$BODY"; }
# value JQ: a value built from the values so far (and the last response), as compact JSON.
value() { jq -c --argjson state "$STATE" --argjson status "\${STATUS:-0}" ". as \\$body | $1" <<<"\${BODY:-null}"; }
# text JQ: the same as raw text, for a path, a query or a header.
text() { jq -r --argjson state "$STATE" --argjson status "\${STATUS:-0}" ". as \\$body | $1" <<<"\${BODY:-null}"; }
fail() { echo "failed at step $1: $2" >&2; exit 1; }
`;

function bashStep(step: RecipeStep, n: number): string {
  const lines = [`# Step ${n}: ${step.stepId}, ${step.summary} (${step.method.toUpperCase()} ${step.path})`];
  let path = step.path;
  const query: string[] = [];
  let auth: string | undefined;
  for (const p of step.parameters) {
    const v = `$(text ${sq(`${jqValue(p.value)} | tostring | @uri`)})`;
    const raw = `$(text ${sq(`${jqValue(p.value)} | tostring`)})`;
    if (p.in === 'path') path = path.split(`{${p.name}}`).join(v);
    else if (p.in === 'query') query.push(`${encodeURIComponent(p.name)}=${v}`);
    else if (p.in === 'header' && p.name.toLowerCase() === 'authorization') auth = raw;
    else throw new Error(`the recipe scripts cannot send ${p.in} parameters yet`);
  }
  const url = `${path}${query.length ? `?${query.join('&')}` : ''}`;
  const body = step.requestBody ? `"$(value ${sq(jqValue(step.requestBody.payload))})"` : "''";
  const expect = expectedStatus(step);
  const env = [...(auth ? [`AUTH="${auth}"`] : []), ...(expect ? [`EXPECT=${expect}`] : [])].join(' ');
  const success = step.successCriteria.map((c) => jqCondition(parseCondition(c.condition))).join(' and ') || 'true';
  const retry = (step.onFailure ?? []).find((a) => a.type === 'retry');
  lines.push('attempt=0');
  lines.push('while :; do');
  lines.push(`  ${env ? `${env} ` : ''}call ${step.method.toUpperCase()} "${url}" ${body}`);
  lines.push(`  if holds ${sq(success)}; then break; fi`);
  if (retry) {
    const when = (retry.criteria ?? []).map((c) => jqCondition(parseCondition(c.condition))).join(' and ') || 'true';
    lines.push(`  if [ "$attempt" -lt ${retry.retryLimit ?? 1} ] && holds ${sq(when)}; then`);
    lines.push(`    attempt=$((attempt + 1)); sleep ${retry.retryAfter ?? 0}; continue`);
    lines.push('  fi');
  }
  for (const c of step.successCriteria)
    lines.push(`  holds ${sq(jqCondition(parseCondition(c.condition)))} || fail ${sq(step.stepId)} ${sq(c.condition)}`);
  lines.push('done');
  const outputs = `{${Object.entries(step.outputs)
    .map(([k, v]) => `${JSON.stringify(k)}: ${jqValue(v)}`)
    .join(', ')}}`;
  lines.push(`STATE=$(value ${sq(`$state | .steps[${JSON.stringify(step.stepId)}] = ${outputs}`)})`);
  return lines.join('\n');
}

/** A string input's variable holds its text (as a step's sample reads it); any other input's, its JSON. */
const isText = (input: Recipe['inputs'][number]) => input.type === 'string';

export function bashScript(recipe: Recipe, authEnv: string): string {
  const inputs = recipe.inputs.map((i) => {
    const env = inputEnv(i.name);
    const example = isText(i) ? String(i.default ?? '') : JSON.stringify(i.default ?? null);
    return `if [ -z "\${${env}:-}" ]; then ${env}=${sq(example)}; fi`;
  });
  const stateArgs = recipe.inputs
    .map((i) => `${isText(i) ? '--arg' : '--argjson'} ${i.name} "$${inputEnv(i.name)}"`)
    .join(' ');
  const stateObject = `{inputs: {${recipe.inputs.map((i) => `${JSON.stringify(i.name)}: $${i.name}`).join(', ')}}, steps: {}}`;
  const outputs = `{${Object.entries(recipe.outputs)
    .map(([k, v]) => `${JSON.stringify(k)}: ${jqValue(v)}`)
    .join(', ')}}`;
  return [
    '#!/usr/bin/env bash',
    `# ${recipe.title}: the recipe ${recipe.workflowId} (${recipe.file}).`,
    BASH_PRELUDE(authEnv, recipe.server),
    '# The inputs; set IN_… in the environment to change one (a string as it is, any other value as JSON).',
    ...inputs,
    `STATE=$(jq -nc ${stateArgs} ${sq(stateObject)})`,
    '',
    ...recipe.steps.map((s, i) => bashStep(s, i + 1) + '\n'),
    `value ${sq(outputs)}`,
    '',
  ].join('\n');
}

// ---- TypeScript ----

function tsPath(base: string, pointer: string): string {
  return pointer === '' ? base : `at(${base}, ${JSON.stringify(pointer)})`;
}

function tsExpr(expr: RuntimeExpression): string {
  switch (expr.kind) {
    case 'inputs':
      return tsPath(`inputs[${JSON.stringify(expr.name)}]`, expr.pointer);
    case 'steps':
      return tsPath(`steps[${JSON.stringify(expr.stepId)}][${JSON.stringify(expr.output)}]`, expr.pointer);
    case 'statusCode':
      return 'reply.status';
    case 'responseBody':
      return tsPath('reply.body', expr.pointer);
    case 'responseHeader':
      return `reply.headers.get(${JSON.stringify(expr.name)})`;
    default:
      return unsupported(expr);
  }
}

function tsValue(value: unknown, indent = '  '): string {
  if (typeof value === 'string') {
    const expr = parseExpression(value);
    if (expr) return tsExpr(expr);
    if (value.includes('{$')) {
      return (
        '`' +
        value
          .split(/(\{\$[^{}]+\})/)
          .map((p) => {
            const inner = p.startsWith('{$') ? parseExpression(p.slice(1, -1)) : undefined;
            return inner ? `\${${tsExpr(inner)}}` : p.replace(/[`\\$]/g, (c) => `\\${c}`);
          })
          .join('') +
        '`'
      );
    }
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => tsValue(v, indent)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${tsValue(v, indent)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

function tsCondition(node: ConditionNode): string {
  if (node.n === 'value') return node.tok.t === 'lit' ? JSON.stringify(node.tok.value) : tsExpr(node.tok.expr);
  if (node.n === 'not') return `!(${tsCondition(node.a)})`;
  return `(${tsCondition(node.a)} ${node.op} ${tsCondition(node.b)})`;
}

const tsBaseUrl = (server: string | undefined) =>
  server
    ? `const baseUrl = process.env.SUN_API_URL || ${JSON.stringify(server)};`
    : `if (!process.env.SUN_API_URL) throw new Error("set SUN_API_URL to the API's address");\nconst baseUrl: string = process.env.SUN_API_URL;`;

const TS_PRELUDE = (authEnv: string, server: string | undefined) => `${tsBaseUrl(server)}
const apiKey = process.env.${authEnv};
if (!apiKey) throw new Error('set ${authEnv} to your API key');

interface Reply { status: number; headers: Headers; body: any }

/** Sends one request; \`expect\` asks a mock server (SUN_API_MOCK=1) for that status. */
async function call(method: string, path: string, options: { query?: Record<string, string>; headers?: Record<string, string>; body?: unknown; expect?: number } = {}): Promise<Reply> {
  const url = new URL(baseUrl.replace(/\\/+$/, '') + path);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.append(name, value);
  const headers: Record<string, string> = { Authorization: \`Bearer \${apiKey}\`, Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (process.env.SUN_API_MOCK === '1' && options.expect) headers.Prefer = \`code=\${options.expect}\`;
  const res = await fetch(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  let body: any = null;
  try { body = text ? JSON.parse(text) : null; } catch { body = text; }
  return { status: res.status, headers: res.headers, body };
}

/** The value at a JSON pointer (\`/items/0/id\`), or undefined. */
function at(value: any, pointer: string): any {
  return pointer.split('/').slice(1).reduce((v, key) => (v == null ? undefined : v[key.replace(/~1/g, '/').replace(/~0/g, '~')]), value);
}

function fail(step: string, criterion: string): never {
  console.error(\`failed at step \${step}: \${criterion}\`);
  process.exit(1);
}

const input = (env: string, example: unknown) => (process.env[env] ? JSON.parse(process.env[env]!) : example);
const textInput = (env: string, example: string) => process.env[env] || example;
`;

function tsStep(step: RecipeStep, n: number): string {
  const lines = [`  // Step ${n}: ${step.stepId}, ${step.summary} (${step.method.toUpperCase()} ${step.path})`];
  let path = '`' + step.path.replace(/[`\\$]/g, (c) => `\\${c}`) + '`';
  const query: string[] = [];
  const headers: string[] = [];
  for (const p of step.parameters) {
    const v = tsValue(p.value);
    if (p.in === 'path') path = path.split(`{${p.name}}`).join(`\${encodeURIComponent(String(${v}))}`);
    else if (p.in === 'query') query.push(`${JSON.stringify(p.name)}: String(${v})`);
    else if (p.in === 'header') headers.push(`${JSON.stringify(p.name)}: String(${v})`);
    else throw new Error(`the recipe scripts cannot send ${p.in} parameters yet`);
  }
  const expect = expectedStatus(step);
  const options = [
    ...(query.length ? [`query: { ${query.join(', ')} }`] : []),
    ...(headers.length ? [`headers: { ${headers.join(', ')} }`] : []),
    ...(step.requestBody ? [`body: ${tsValue(step.requestBody.payload)}`] : []),
    ...(expect ? [`expect: ${expect}`] : []),
  ];
  const retry = (step.onFailure ?? []).find((a) => a.type === 'retry');
  lines.push(`  for (let attempt = 0; ; attempt++) {`);
  lines.push(
    `    const reply = await call(${JSON.stringify(step.method.toUpperCase())}, ${path}${options.length ? `, { ${options.join(', ')} }` : ''});`,
  );
  const success = step.successCriteria.map((c) => tsCondition(parseCondition(c.condition))).join(' && ') || 'true';
  lines.push(`    if (!(${success})) {`);
  if (retry) {
    const when = (retry.criteria ?? []).map((c) => tsCondition(parseCondition(c.condition))).join(' && ') || 'true';
    lines.push(`      if (attempt < ${retry.retryLimit ?? 1} && ${when}) {`);
    lines.push(`        await new Promise((resolve) => setTimeout(resolve, ${(retry.retryAfter ?? 0) * 1000}));`);
    lines.push('        continue;');
    lines.push('      }');
  }
  for (const c of step.successCriteria)
    lines.push(
      `      if (!${tsCondition(parseCondition(c.condition))}) fail(${JSON.stringify(step.stepId)}, ${JSON.stringify(c.condition)});`,
    );
  lines.push('    }');
  lines.push(
    `    steps[${JSON.stringify(step.stepId)}] = { ${Object.entries(step.outputs)
      .map(([k, v]) => `${JSON.stringify(k)}: ${tsValue(v)}`)
      .join(', ')} };`,
  );
  lines.push('    break;');
  lines.push('  }');
  return lines.join('\n');
}

export function typescriptScript(recipe: Recipe, authEnv: string): string {
  return [
    `// ${recipe.title}: the recipe ${recipe.workflowId} (${recipe.file}).`,
    `// Run it with Node 20+: npx tsx ${recipe.slug}.ts`,
    TS_PRELUDE(authEnv, recipe.server),
    'const inputs: Record<string, any> = {',
    ...recipe.inputs.map((i) =>
      isText(i)
        ? `  ${JSON.stringify(i.name)}: textInput(${JSON.stringify(inputEnv(i.name))}, ${JSON.stringify(String(i.default ?? ''))}),`
        : `  ${JSON.stringify(i.name)}: input(${JSON.stringify(inputEnv(i.name))}, ${JSON.stringify(i.default ?? null)}),`,
    ),
    '};',
    'const steps: Record<string, Record<string, any>> = {};',
    '',
    'async function main(): Promise<void> {',
    recipe.steps.map((s, i) => tsStep(s, i + 1)).join('\n\n'),
    `  console.log(JSON.stringify({ ${Object.entries(recipe.outputs)
      .map(([k, v]) => `${JSON.stringify(k)}: ${tsValue(v)}`)
      .join(', ')} }));`,
    '}',
    '',
    'main().catch((error) => {',
    '  console.error(error);',
    '  process.exit(1);',
    '});',
    '',
  ].join('\n');
}
