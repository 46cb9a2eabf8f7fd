/** A failed call: the HTTP status (0 when the network failed) and the server's message if it sent one. */
export class QueryError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  /** From a non-OK answer: the `error` of a JSON body `{success:false, error}`, else the status text. */
  static async fromResponse(response: Response): Promise<QueryError> {
    let message = response.statusText || `HTTP ${response.status}`;
    try {
      const body = (await response.json()) as { error?: unknown; message?: unknown };
      if (typeof body.error === 'string') message = body.error;
      else if (typeof body.message === 'string') message = body.message;
    } catch {
      // not JSON: keep the status text
    }
    return new QueryError(response.status, message);
  }
}
