/**
 * The value of a JSX attribute written as a literal (`{['a', 'b']}`, `{{"k": 1}}`), read from
 * its ESTree without running anything; any other expression gives undefined.
 */
import type { Expression, Node, Program } from 'estree-jsx';

export function literalValue(program: Program | null | undefined): unknown {
  const statement = program?.body[0];
  return statement?.type === 'ExpressionStatement' ? evaluate(statement.expression) : undefined;
}

/** `null` is an array hole (`[1, , 2]`). */
function evaluate(node: Node | null): unknown {
  switch (node?.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? node.quasis.map((quasi) => quasi.value.cooked).join('') : undefined;
    case 'UnaryExpression': {
      const argument = evaluate(node.argument);
      return node.operator === '-' && typeof argument === 'number' ? -argument : undefined;
    }
    case 'ArrayExpression':
      return node.elements.map((element) => evaluate(element));
    case 'ObjectExpression': {
      const value: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed) continue;
        const key = keyName(property.key);
        if (key !== undefined) value[key] = evaluate(property.value);
      }
      return value;
    }
    default:
      return undefined;
  }
}

/** The key of a property written without brackets: a name (`{k: 1}`) or a literal (`{"k": 1}`, `{1: 'a'}`). */
function keyName(key: Expression): string | undefined {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal') return String(key.value);
  return undefined;
}
