/**
 * The knowledge base's functions of one region: the dashboard's callables, the processing queue and the
 * hourly refresh. Registered by regional-functions.ts; handlers are thin over the services.
 */
import {
  CLOUD_REGION,
  KB_TASK_RATE_LIMITS,
  KB_TASK_RETRY,
  KB_TASK_TIMEOUT_SECONDS,
  ZKbTaskPayload,
  type TRegion,
} from '@parley/core';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { builderCallable } from '../platform/callable';
import { productionDeps } from '../platform/deps';
import { parseInput } from '../platform/parse-input';
import { addKnowledgeSource } from './add-knowledge-source';
import { deleteKnowledgeDoc } from './delete-knowledge-doc';
import { getKnowledgeDoc } from './get-knowledge-doc';
import { listKnowledgeDocs } from './list-knowledge-docs';
import type { TKbProviders } from './kb-providers';
import { processKnowledgeDoc } from './process-knowledge-doc';
import { refreshDueKnowledgeDocs } from './refresh-knowledge-docs';
import { reindexKnowledgeDoc } from './reindex-knowledge-doc';
import { searchKnowledge } from './search-knowledge';
import { updateKnowledgeDoc } from './update-knowledge-doc';

export function kbFunctions(region: TRegion, kb: () => TKbProviders) {
  return {
    addKnowledgeSource: builderCallable('addKnowledgeSource', region, ({ deps, caller, input }) =>
      addKnowledgeSource(deps, kb(), { kind: 'builder', caller }, region, input),
    ),
    listKnowledgeDocs: builderCallable('listKnowledgeDocs', region, ({ deps, caller, input }) =>
      listKnowledgeDocs(deps, { kind: 'builder', caller }, region, input.agentId),
    ),
    getKnowledgeDoc: builderCallable('getKnowledgeDoc', region, ({ deps, caller, input }) =>
      getKnowledgeDoc(deps, { kind: 'builder', caller }, region, input),
    ),
    searchKnowledge: builderCallable('searchKnowledge', region, ({ deps, caller, input }) =>
      searchKnowledge(deps, kb(), { kind: 'builder', caller }, region, input),
    ),
    reindexKnowledgeDoc: builderCallable('reindexKnowledgeDoc', region, ({ deps, caller, input }) =>
      reindexKnowledgeDoc(deps, kb(), { kind: 'builder', caller }, region, input),
    ),
    deleteKnowledgeDoc: builderCallable('deleteKnowledgeDoc', region, ({ deps, caller, input }) =>
      deleteKnowledgeDoc(deps, kb(), { kind: 'builder', caller }, region, input),
    ),
    updateKnowledgeDoc: builderCallable('updateKnowledgeDoc', region, ({ deps, caller, input }) =>
      updateKnowledgeDoc(deps, { kind: 'builder', caller }, region, input),
    ),
    /** The processing queue (deployed as `{region}-processKnowledgeDoc`); a thrown error makes Cloud Tasks retry. */
    processKnowledgeDoc: onTaskDispatched(
      {
        region: CLOUD_REGION[region],
        retryConfig: { ...KB_TASK_RETRY },
        rateLimits: { ...KB_TASK_RATE_LIMITS },
        timeoutSeconds: KB_TASK_TIMEOUT_SECONDS,
        memory: '1GiB',
      },
      async (request) => {
        const task = parseInput(ZKbTaskPayload, request.data);
        try {
          await processKnowledgeDoc(productionDeps(), kb(), { region, task, attempt: request.retryCount ?? 0 });
        } catch (error) {
          // A transient failure: 503 makes the queue try again after its backoff.
          logger.warn(`knowledge document ${task.docId}: attempt ${(request.retryCount ?? 0) + 1} failed`, error);
          throw new HttpsError('unavailable', (error as Error).message);
        }
      },
    ),
    /** Every hour: web sources whose refresh rate has come due are fetched again. */
    refreshKnowledgeDocs: onSchedule(
      { schedule: 'every 60 minutes', region: CLOUD_REGION[region], timeoutSeconds: 300 },
      async () => {
        await refreshDueKnowledgeDocs(productionDeps(), kb(), region);
      },
    ),
  };
}
