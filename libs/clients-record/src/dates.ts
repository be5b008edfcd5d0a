/** A timestamp as the API writes it (ISO 8601, UTC), or null; from a Date or from PostgreSQL's JSON text. */
export const iso = (d: Date | string | null | undefined): string | null =>
  d ? new Date(d).toISOString() : null;
