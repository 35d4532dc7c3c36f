import type { z } from 'zod';
import { AppError } from '../errors/app-error';

/** Parses untrusted input with a schema; anything that does not fit is a 400 naming the first problem. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue && issue.path.length > 0 ? issue.path.join('.') : where;
  const detail = issue?.code === 'unrecognized_keys' ? `unknown ${where} field` : issue?.message;
  throw new AppError('invalid_input', `Invalid ${path}: ${detail ?? 'not accepted'}`);
}
