/**
 * Arazzo's simple conditions (Criterion Object, type `simple`): runtime expressions and literals
 * compared with `==`, `!=`, `<`, `<=`, `>`, `>=`, combined with `&&`, `||`, `!` and parentheses.
 * A small parser instead of `eval`: recipes are data and the page runs them.
 */
import { parseExpression, resolveExpression, type ExpressionContext, type RuntimeExpression } from './expressions.ts';

type Token =
  | { t: 'expr'; expr: RuntimeExpression; text: string }
  | { t: 'lit'; value: unknown }
  | { t: 'op'; op: string };

export class ConditionSyntaxError extends Error {}

const OPERATORS = ['==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '(', ')'];

export function tokenize(condition: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < condition.length) {
    const c = condition[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const op = OPERATORS.find((o) => condition.startsWith(o, i));
    if (op) {
      tokens.push({ t: 'op', op });
      i += op.length;
      continue;
    }
    if (c === "'") {
      // A quote inside a literal is written twice ('it''s').
      let text = '';
      i++;
      for (;;) {
        if (i >= condition.length) throw new ConditionSyntaxError(`unterminated string in "${condition}"`);
        if (condition[i] === "'" && condition[i + 1] === "'") {
          text += "'";
          i += 2;
          continue;
        }
        if (condition[i] === "'") {
          i++;
          break;
        }
        text += condition[i++];
      }
      tokens.push({ t: 'lit', value: text });
      continue;
    }
    const word = condition.slice(i).match(/^[^\s()=!<>&|]+/)?.[0];
    if (!word) throw new ConditionSyntaxError(`unexpected "${c}" in "${condition}"`);
    i += word.length;
    if (word.startsWith('$')) {
      const expr = parseExpression(word);
      if (!expr) throw new ConditionSyntaxError(`"${word}" is not a runtime expression`);
      tokens.push({ t: 'expr', expr, text: word });
    } else if (word === 'true' || word === 'false') tokens.push({ t: 'lit', value: word === 'true' });
    else if (word === 'null') tokens.push({ t: 'lit', value: null });
    else if (/^-?\d+(\.\d+)?$/.test(word)) tokens.push({ t: 'lit', value: Number(word) });
    else
      throw new ConditionSyntaxError(
        `"${word}" is neither a runtime expression nor a literal (quote strings: '${word}')`,
      );
  }
  return tokens;
}

/** The runtime expressions a condition names (for the gen-time check). */
export function conditionExpressions(condition: string): string[] {
  return tokenize(condition).flatMap((tok) => (tok.t === 'expr' ? [tok.text] : []));
}

export type ConditionNode =
  | { n: 'value'; tok: Extract<Token, { t: 'expr' | 'lit' }> }
  | { n: 'not'; a: ConditionNode }
  | { n: 'bin'; op: string; a: ConditionNode; b: ConditionNode };

export function parseCondition(condition: string): ConditionNode {
  const tokens = tokenize(condition);
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (op: string) => peek()?.t === 'op' && (peek() as { op: string }).op === op;
  const or = (): ConditionNode => {
    let a = and();
    while (isOp('||')) {
      pos++;
      a = { n: 'bin', op: '||', a, b: and() };
    }
    return a;
  };
  const and = (): ConditionNode => {
    let a = comparison();
    while (isOp('&&')) {
      pos++;
      a = { n: 'bin', op: '&&', a, b: comparison() };
    }
    return a;
  };
  const comparison = (): ConditionNode => {
    const a = unary();
    const tok = peek();
    if (tok?.t === 'op' && ['==', '!=', '<', '<=', '>', '>='].includes(tok.op)) {
      pos++;
      return { n: 'bin', op: tok.op, a, b: unary() };
    }
    return a;
  };
  const unary = (): ConditionNode => {
    if (isOp('!')) {
      pos++;
      return { n: 'not', a: unary() };
    }
    if (isOp('(')) {
      pos++;
      const inner = or();
      if (!isOp(')')) throw new ConditionSyntaxError(`missing ")" in "${condition}"`);
      pos++;
      return inner;
    }
    const tok = tokens[pos++];
    if (!tok || tok.t === 'op') throw new ConditionSyntaxError(`expected a value in "${condition}"`);
    return { n: 'value', tok };
  };
  const tree = or();
  if (pos !== tokens.length)
    throw new ConditionSyntaxError(`unexpected "${JSON.stringify(tokens[pos])}" in "${condition}"`);
  return tree;
}

function loose(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'string') return a === Number(b);
  if (typeof a === 'string' && typeof b === 'number') return Number(a) === b;
  if (a && b && typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

function evaluate(node: ConditionNode, ctx: ExpressionContext): unknown {
  if (node.n === 'value') return node.tok.t === 'lit' ? node.tok.value : resolveExpression(node.tok.expr, ctx);
  if (node.n === 'not') return !evaluate(node.a, ctx);
  if (node.op === '&&') return !!evaluate(node.a, ctx) && !!evaluate(node.b, ctx);
  if (node.op === '||') return !!evaluate(node.a, ctx) || !!evaluate(node.b, ctx);
  const a = evaluate(node.a, ctx);
  const b = evaluate(node.b, ctx);
  switch (node.op) {
    case '==':
      return loose(a, b);
    case '!=':
      return !loose(a, b);
    case '<':
      return (a as number) < (b as number);
    case '<=':
      return (a as number) <= (b as number);
    case '>':
      return (a as number) > (b as number);
    default:
      return (a as number) >= (b as number);
  }
}

/** Whether a simple condition holds for this step's exchange. */
export function conditionHolds(condition: string, ctx: ExpressionContext): boolean {
  return !!evaluate(parseCondition(condition), ctx);
}
