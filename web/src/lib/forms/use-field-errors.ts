import { useCallback, useState } from 'react';

/** One check per field: the message to show, or null when the value is fine. */
export type FieldChecks<V> = { [K in keyof V]: (value: V[K]) => string | null };

export interface FieldErrors<V> {
  /** Each field's message (null or absent: nothing to say). */
  errors: Partial<Record<keyof V, string | null>>;
  /** Checks every field (a submit): shows each problem and answers whether all are fine. */
  checkAll(values: V): boolean;
  /**
   * A field changed: once a submit has found problems, it is checked again at once, so its
   * message goes as soon as it is put right (and a new one shows); before that nothing is said
   * while a first answer is typed.
   */
  changed<K extends keyof V>(field: K, value: V[K]): void;
  /** Shows messages that came from elsewhere (the server's answer to a submit). */
  show(errors: Partial<Record<keyof V, string | null>>): void;
}

/** The field errors of a form and their re-check, the same way in every form of the site. */
export function useFieldErrors<V>(checks: FieldChecks<V>): FieldErrors<V> {
  const [errors, setErrors] = useState<Partial<Record<keyof V, string | null>>>({});
  const [checked, setChecked] = useState(false);

  const checkAll = useCallback(
    (values: V) => {
      const next: Partial<Record<keyof V, string | null>> = {};
      let fine = true;
      for (const field of Object.keys(checks) as (keyof V)[]) {
        const message = checks[field](values[field]);
        next[field] = message;
        if (message) fine = false;
      }
      setErrors(next);
      setChecked(!fine);
      return fine;
    },
    [checks],
  );

  const changed = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => {
      if (!checked) return;
      setErrors((current) => ({ ...current, [field]: checks[field](value) }));
    },
    [checks, checked],
  );

  const show = useCallback((more: Partial<Record<keyof V, string | null>>) => {
    setErrors((current) => ({ ...current, ...more }));
    setChecked(true);
  }, []);

  return { errors, checkAll, changed, show };
}
