import { PUBLIC_PATHS } from '@parley/core/widget/public-paths';
import type { TFeedbackRequest } from '@parley/core/widget/visitor-actions';
import { postJsonQuery } from './post-json-query';

/** POST {api}/v2/public/agents/{id}/feedback: thumbs up or down on an answer (null takes it back). */
export async function rateAnswerQuery(api: string, agentId: string, request: TFeedbackRequest): Promise<boolean> {
  const answer = await postJsonQuery<{ recorded?: unknown }>(api + PUBLIC_PATHS.feedback(agentId), request);
  return answer.recorded === true;
}
