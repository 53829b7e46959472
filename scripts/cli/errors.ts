import { SpecError } from '../lib/errors.ts';

/** Several problems found in one pass, so the author can fix them all at once. */
export class SpecErrors extends Error {
  constructor(readonly errors: SpecError[]) {
    super(errors.map((e) => e.message).join('\n'));
    this.name = 'SpecErrors';
  }
}

/** Throws when `errors` is not empty: one error as itself, several together. */
export function throwIfAny(errors: SpecError[]): void {
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new SpecErrors(errors);
}
