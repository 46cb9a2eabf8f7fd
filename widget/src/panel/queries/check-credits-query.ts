import { PUBLIC_PATHS } from '@parley/core/widget/public-paths';
import { QueryError } from '../../shared/queries/query-error';

/** GET {api}/public/users/{ownerId}/check-credits → whether the owner's workspace may still spend credits. */
export async function checkCreditsQuery(api: string, ownerId: string): Promise<boolean> {
  const response = await fetch(api + PUBLIC_PATHS.checkCredits(ownerId), { credentials: 'omit' });
  if (!response.ok) throw await QueryError.fromResponse(response);
  const body = (await response.json()) as { continue?: unknown } | null;
  return body?.continue !== false;
}
