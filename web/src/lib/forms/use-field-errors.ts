import { useCallback, useState } from 'react';

/** Each field's message (null or absent: nothing to say). */
export type Messages<F extends string> = Partial<Record<F, string | null>>;

/** What a form's values are worth: one message per field that is wrong. */
export type Judge<V, F extends string> = (values: V) => Messages<F>;

/** A judge from one check per field (the message to show, or null when the value is fine). */
export function byField<V>(checks: { [K in keyof V]: (value: V[K]) => string | null }): Judge<
  V,
  Extract<keyof V, string>
> {
  return (values) => {
    const messages: Messages<Extract<keyof V, string>> = {};
    for (const field of Object.keys(checks) as Extract<keyof V, string>[]) {
      messages[field] = checks[field](values[field]);
    }
    return messages;
  };
}

export interface FieldErrors<V, F extends string> {
  errors: Messages<F>;
  /** A submit: shows each problem and answers whether there are none. */
  checkAll(values: V): boolean;
  /**
   * The values changed: once a submit has found problems they are judged again at once, so a
   * message goes as soon as its field is put right (and a new one shows); before that nothing
   * is said while a first answer is typed.
   */
  changed(values: V): void;
}

const fine = <F extends string>(messages: Messages<F>) =>
  Object.values<string | null | undefined>(messages).every((m) => !m);

/** The field errors of a form and their re-check, the same way in every form of the site. */
export function useFieldErrors<V, F extends string>(judge: Judge<V, F>): FieldErrors<V, F> {
  const [errors, setErrors] = useState<Messages<F>>({});
  const [checked, setChecked] = useState(false);

  const checkAll = useCallback(
    (values: V) => {
      const messages = judge(values);
      const ok = fine(messages);
      setErrors(messages);
      setChecked(!ok);
      return ok;
    },
    [judge],
  );

  const changed = useCallback(
    (values: V) => {
      if (checked) setErrors(judge(values));
    },
    [judge, checked],
  );

  return { errors, checkAll, changed };
}
