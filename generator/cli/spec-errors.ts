import { SpecError } from '../lib/errors.ts';

/**
 * Several problems found in one pass, so the author can fix them all at once. It is a SpecError
 * (the first problem) whose message lists every problem.
 */
export class SpecErrors extends SpecError {
  constructor(readonly errors: SpecError[]) {
    super(errors[0].file, errors[0].place, errors[0].reason, errors[0].fix);
    this.name = 'SpecErrors';
    this.message = `${errors.length} problems:\n${errors.map((e) => e.message).join('\n')}`;
  }
}

/** Throws when `errors` is not empty: one error as itself, several together. */
export function throwIfAny(errors: SpecError[]): void {
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new SpecErrors(errors);
}
