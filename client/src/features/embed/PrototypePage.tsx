import { useParams, useSearchParams } from 'react-router';
import { ID_PATTERN, isRegion } from '@parley/core';
import { ChatPageFrame } from './ChatPageFrame';
import { MissingAgent } from './MissingAgent';

/**
 * /app/{region}/prototype?vg_id={id} (or, on an agency's domain, /{region}/prototype/{id}): the agent's
 * chat as a page of its own, open to anyone with the link.
 */
export function PrototypePage() {
  const { region, agentId: inPath } = useParams();
  const [search] = useSearchParams();
  const agentId = inPath ?? search.get('vg_id') ?? '';
  if (!isRegion(region) || !ID_PATTERN.test(agentId)) return <MissingAgent />;
  return <ChatPageFrame agentId={agentId} region={region} />;
}
