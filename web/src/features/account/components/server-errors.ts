import { useState } from 'react';

/**
 * The field messages an action answered (a wrong current password), shown until that field
 * changes: as useFieldErrors does for the form's own checks.
 */
export function useServerErrors<F extends string>(
  answer: { field?: F; message?: string } | undefined,
) {
  const [seen, setSeen] = useState(answer);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  // Adjusted while rendering: a new answer's message shows in the same frame as the answer.
  if (answer !== seen) {
    setSeen(answer);
    setErrors(
      answer?.field && answer.message
        ? ({ [answer.field]: answer.message } as Partial<Record<F, string>>)
        : {},
    );
  }
  return {
    errors,
    cleared: (field: F) => setErrors((current) => ({ ...current, [field]: undefined })),
  };
}
