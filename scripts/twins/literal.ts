/**
 * The value of a JSX attribute written as a literal (`{['a', 'b']}`, `{{"k": 1}}`), read from
 * its ESTree without running anything; any other expression gives undefined.
 */
export function literalValue(program: any): unknown {
  const statement = program?.body?.[0];
  return statement?.type === 'ExpressionStatement' ? evaluate(statement.expression) : undefined;
}

function evaluate(node: any): unknown {
  switch (node?.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? node.quasis.map((q: any) => q.value.cooked).join('') : undefined;
    case 'UnaryExpression':
      return node.operator === '-' && typeof evaluate(node.argument) === 'number' ? -(evaluate(node.argument) as number) : undefined;
    case 'ArrayExpression':
      return node.elements.map((element: any) => evaluate(element));
    case 'ObjectExpression': {
      const value: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed) continue;
        const key = property.key.type === 'Identifier' ? property.key.name : String(property.key.value);
        value[key] = evaluate(property.value);
      }
      return value;
    }
    default:
      return undefined;
  }
}
