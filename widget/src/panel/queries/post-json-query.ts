import { QueryError } from '../../shared/queries/query-error';

/** POST JSON to a public endpoint and read its JSON answer; a refusal throws a QueryError with the server's message. */
export async function postJsonQuery<T>(url: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch (error) {
    throw new QueryError(0, error instanceof Error ? error.message : 'network error');
  }
  if (!response.ok) throw await QueryError.fromResponse(response);
  return (await response.json()) as T;
}
