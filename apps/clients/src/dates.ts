/** A timestamp as the API writes it (ISO 8601, UTC), or null. */
export const iso = (d: Date | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
