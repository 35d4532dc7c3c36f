import { useState } from 'react';
import type { Messages } from './use-field-errors';

export interface AnsweredErrors<F extends string> {
  errors: Messages<F>;
  /** The field changed: its answered message goes. */
  cleared(field: F): void;
}

/**
 * The field messages an action answered (a wrong current password, a weak new one, an address
 * the provider refused), each shown until its field changes, beside the form's own checks
 * (useFieldErrors). `messagesOf` reads them from each new answer.
 */
export function useAnsweredErrors<A, F extends string>(
  answer: A | undefined,
  messagesOf: (answer: A) => Messages<F>,
): AnsweredErrors<F> {
  const [seen, setSeen] = useState(answer);
  const [errors, setErrors] = useState<Messages<F>>({});
  // Adjusted while rendering: a new answer's messages show in the same frame as the answer.
  if (answer !== seen) {
    setSeen(answer);
    setErrors(answer === undefined ? {} : messagesOf(answer));
  }
  return {
    errors,
    cleared: (field) => setErrors((current) => ({ ...current, [field]: null })),
  };
}
