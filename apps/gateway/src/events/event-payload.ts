import type { z } from 'zod';

/** An event message's JSON checked against its schema; text that is not JSON fails like a wrong shape. */
export function parseEventPayload<T extends z.ZodType>(
  schema: T,
  text: string,
): z.ZodSafeParseResult<z.output<T>> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return schema.safeParse(json);
}
