/*
 * A gateway call without RTK Query, for the lean pages (the public explorer, decision 176; the sign-in page,
 * decision 218). Failures have RTK Query's error shape ({status, data}) for callErrorOf / displayMessageOf /
 * formErrorsOf; no answer at all is a FETCH_ERROR, as RTK Query reports it.
 */

export type CallFailure = { status: number | 'FETCH_ERROR'; data?: unknown; error?: string };

export async function plainCall<T>(url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', ...init });
  } catch (thrown) {
    throw { status: 'FETCH_ERROR', error: thrown instanceof Error ? thrown.message : String(thrown) };
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    /* a proxy's HTML page: kept as text */
  }
  if (!response.ok) throw { status: response.status, data } satisfies CallFailure;
  return data as T;
}
