import { CHAT_PROVIDER_ERROR, ZChatRequest, ZId, type TRegion } from '@parley/core';
import { logger } from 'firebase-functions/v2';
import type { TKbProviders } from '../kb/kb-providers';
import { clientIp } from '../platform/client-ip';
import { productionDeps } from '../platform/deps';
import type { TRoute } from '../platform/http-router';
import { parseInput } from '../platform/parse-input';
import { eventStream } from './event-stream';
import { sendChatMessage } from './send-chat-message';

/** POST {api}/v2/public/agents/{id}/chat: a visitor message in, the answer streamed out (ZChatEvent). */
export function chatRoutes(region: TRegion, kb?: () => Pick<TKbProviders, 'cache' | 'embeddings'>): TRoute[] {
  return [
    {
      method: 'POST',
      path: '/v2/public/agents/:agentId/chat',
      stream: async (req, res, params) => {
        const agentId = parseInput(ZId, params.agentId);
        const request = parseInput(ZChatRequest, req.body ?? {});
        const stream = eventStream(res);
        // The visitor went away: stop the model and keep what was said.
        const gone = new AbortController();
        res.on('close', () => {
          if (!res.writableEnded) gone.abort();
        });
        try {
          await sendChatMessage(
            productionDeps(),
            { region, agentId, request, signal: gone.signal, visitorIp: clientIp(req), ...(kb ? { kb: kb() } : {}) },
            stream.send,
          );
        } catch (error) {
          if (!res.headersSent) throw error;
          logger.error('chat failed after the answer started', error);
          stream.send({ type: 'error', message: CHAT_PROVIDER_ERROR, retryable: true });
        }
        stream.end();
      },
    },
  ];
}
