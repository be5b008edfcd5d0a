import type { z } from 'zod';
import { firstIssueByPath } from '../app/issueMessages.js';
import { codeSchema, signInSchema } from '../features/auth/signInSchemas.js';

/*
 * The lean sign-in page's checks (decision 218): the portal's own schemas (the very ones the gateway checks
 * with), in a chunk fetched when the visitor starts typing, like the portal's sign-in form does (decision
 * 033). Messages are tokens of the contracts' keys, shown in the page's language.
 */

export type Checked<T> =
  | { values: T; errors?: undefined }
  | { values?: undefined; errors: Record<string, string> };

function check<T>(schema: z.ZodType<T>, values: unknown): Checked<T> {
  const result = schema.safeParse(values);
  if (result.success) return { values: result.data };
  const first = firstIssueByPath(result.error.issues);
  return { errors: Object.fromEntries([...first].map(([path, { message }]) => [path, message])) };
}

export const checkCredentials = (values: { username: string; password: string }) =>
  check<{ username: string; password: string }>(signInSchema, values);

export const checkCode = (values: { passCode: string }) => check<{ passCode: string }>(codeSchema, values);
