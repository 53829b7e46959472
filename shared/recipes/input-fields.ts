/**
 * A recipe's inputs as the runner's fields: each prefilled with its example (the default the
 * recipe gives it), a string as its text and anything else as JSON, read back into the values
 * the run sends. Browser-safe.
 */
import type { RecipeInput } from './types.ts';

/** Whether an input is edited as plain text (a string) rather than as JSON. */
export const isTextInput = (input: RecipeInput): boolean =>
  input.type === 'string' ||
  (input.type === undefined && (input.default === undefined || typeof input.default === 'string'));

/** The field's first text: the input's example. */
export function inputFieldText(input: RecipeInput): string {
  if (input.default === undefined) return '';
  return isTextInput(input) && typeof input.default === 'string'
    ? input.default
    : JSON.stringify(input.default, null, 2);
}

export type ReadInputs = { ok: true; values: Record<string, unknown> } | { ok: false; errors: Record<string, string> };

/** The fields' texts as the run's inputs; a required one left empty, or JSON that does not parse, is named with the fix. */
export function readInputFields(inputs: readonly RecipeInput[], texts: Record<string, string>): ReadInputs {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const input of inputs) {
    const text = texts[input.name] ?? '';
    if (text.trim() === '') {
      if (input.required) errors[input.name] = `${input.name} is required: enter a value.`;
      continue;
    }
    if (isTextInput(input)) {
      values[input.name] = text;
      continue;
    }
    try {
      values[input.name] = JSON.parse(text);
    } catch (error) {
      errors[input.name] =
        `${input.name} is not JSON (${(error as Error).message}): write it as JSON, e.g. ${inputFieldText(input) || '{}'}.`;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}
