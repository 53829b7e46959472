/**
 * A recipe's conditions and values as a reader reads them: `$statusCode == 202` is "the response
 * status is 202". The page lists each criterion this way (the expression beside it as code) and
 * the runner says which check stopped a run in the same words. Browser-safe.
 */
import { parseCondition, type ConditionNode } from './conditions.ts';
import type { RuntimeExpression } from './expressions.ts';

/** `/key/id` → `key.id`: a JSON pointer as the field path a reader knows. */
const fieldPath = (pointer: string) =>
  pointer
    .slice(1)
    .split('/')
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

const withPointer = (what: string, pointer: string) => (pointer ? `${fieldPath(pointer)} of ${what}` : what);

/** What a runtime expression names, in words ("the response's status", "keyId from step createKey"). */
export function expressionWords(expr: RuntimeExpression): string {
  switch (expr.kind) {
    case 'url':
      return 'the request URL';
    case 'method':
      return 'the request method';
    case 'statusCode':
      return 'the response status';
    case 'inputs':
      return withPointer(`${expr.name} from the recipe's inputs`, expr.pointer);
    case 'steps':
      return withPointer(`${expr.output} from step ${expr.stepId}`, expr.pointer);
    case 'outputs':
      return withPointer(`the recipe's output ${expr.name}`, expr.pointer);
    case 'responseBody':
      return expr.pointer ? `the response's ${fieldPath(expr.pointer)}` : 'the response body';
    case 'responseHeader':
      return `the response header ${expr.name}`;
    case 'requestBody':
      return expr.pointer ? `the request's ${fieldPath(expr.pointer)}` : 'the request body';
    case 'requestHeader':
      return `the request header ${expr.name}`;
  }
}

const literal = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

const COMPARED: Record<string, string> = {
  '==': 'is',
  '!=': 'is not',
  '<': 'is less than',
  '<=': 'is at most',
  '>': 'is greater than',
  '>=': 'is at least',
};

function words(node: ConditionNode): string {
  if (node.n === 'value')
    return node.tok.t === 'lit' ? literal(node.tok.value) : `${expressionWords(node.tok.expr)} is set`;
  if (node.n === 'not') return `not (${words(node.a)})`;
  if (node.op === '&&' || node.op === '||')
    return `${words(node.a)} ${node.op === '&&' ? 'and' : 'or'} ${words(node.b)}`;
  const side = (n: ConditionNode) =>
    n.n === 'value' ? (n.tok.t === 'lit' ? literal(n.tok.value) : expressionWords(n.tok.expr)) : `(${words(n)})`;
  // Two values compared read better as "equals" than "is": "the response's key.id equals keyId from step createKey".
  const bothExpressions = [node.a, node.b].every((n) => n.n === 'value' && n.tok.t === 'expr');
  const verb =
    bothExpressions && node.op === '=='
      ? 'equals'
      : bothExpressions && node.op === '!='
        ? 'differs from'
        : COMPARED[node.op];
  return `${side(node.a)} ${verb} ${side(node.b)}`;
}

/** A simple condition as a sentence; the condition itself when it does not parse (the gen check refuses those). */
export function conditionSentence(condition: string): string {
  try {
    return words(parseCondition(condition));
  } catch {
    return condition;
  }
}

/**
 * Whether a check reads what the server holds (a response's body or headers): a mock answers with
 * the description's examples, not with what the run created, so such a check is expected to differ
 * there. Status checks do not: the runner asks a mock for the status the criteria name.
 */
export function differsOnMock(condition: string): boolean {
  const reads = (node: ConditionNode): boolean =>
    node.n === 'value'
      ? node.tok.t === 'expr' && (node.tok.expr.kind === 'responseBody' || node.tok.expr.kind === 'responseHeader')
      : node.n === 'not'
        ? reads(node.a)
        : reads(node.a) || reads(node.b);
  try {
    return reads(parseCondition(condition));
  } catch {
    return false;
  }
}
