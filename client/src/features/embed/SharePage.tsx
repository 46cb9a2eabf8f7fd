import { useParams } from 'react-router';
import { ID_PATTERN, isRegion } from '@parley/core';
import { ChatPageFrame } from './ChatPageFrame';
import { MissingAgent } from './MissingAgent';

/** /share/{region}/{agentId}: the agent without navigation (agency-shell §2.1). */
export function SharePage() {
  const { region, agentId = '' } = useParams();
  if (!isRegion(region) || !ID_PATTERN.test(agentId)) return <MissingAgent />;
  return <ChatPageFrame agentId={agentId} region={region} />;
}
