import { Navigate, useSearchParams } from 'react-router';
import { ID_PATTERN } from '@parley/core';
import { useWorkspace } from '../workspaces/workspace-context';

/** /app/{region}/agents/vf?vg_id={id}: where an external-platform agent's widget settings save to; its agent shell. */
export function VfAgentRedirect() {
  const { region } = useWorkspace();
  const [search] = useSearchParams();
  const id = search.get('vg_id') ?? '';
  return <Navigate to={ID_PATTERN.test(id) ? `/app/${region}/agents/${id}` : `/app/${region}/agents`} replace />;
}
