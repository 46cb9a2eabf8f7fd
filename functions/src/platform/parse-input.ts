import type { z } from 'zod';
import { AppError } from './app-error';

const GENERIC_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

/** The first problem of a failed parse, naming the field unless the schema gave its own message. */
export function describeZodError(error: z.ZodError): { message: string; field: string } {
  const issue = error.issues[0];
  if (!issue) return { message: 'Invalid input.', field: '' };
  const field = issue.path.map(String).join('.');
  const message = field && GENERIC_MESSAGE.test(issue.message) ? `${field}: ${issue.message}` : issue.message;
  return { message, field };
}

/** Parse with a core schema; bad input becomes an `invalid-argument` AppError naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { message, field } = describeZodError(result.error);
  throw new AppError('invalid-argument', message, { field });
}
