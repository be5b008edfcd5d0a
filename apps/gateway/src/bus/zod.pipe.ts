import { Injectable, type PipeTransform } from '@nestjs/common';
import { fieldErrorsFromZod } from '@onboard/contracts';
import { DomainError } from '@onboard/server-kit';
import type { z } from 'zod';

/**
 * Validates a body, query or params at the edge with the same zod schema the service uses; field errors
 * carry the `body.` / `query.` / `params.` prefix the web strips when mapping them onto form fields.
 */
@Injectable()
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  /** Every schema a route validates with, so a test can check that each string in them is `text()`. */
  static readonly schemas = new Set<z.ZodType>();

  constructor(
    private readonly schema: S,
    private readonly prefix: 'body' | 'query' | 'params' = 'body',
  ) {
    ZodPipe.schemas.add(schema);
  }

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw DomainError.validation(fieldErrorsFromZod(result.error, this.prefix));
    return result.data;
  }
}
