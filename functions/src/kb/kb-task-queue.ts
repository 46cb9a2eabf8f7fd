/**
 * The knowledge processing queue. Production and the local stack: Cloud Tasks through firebase-admin
 * (`getFunctions().taskQueue(…)`), which talks to the Cloud Tasks emulator when CLOUD_TASKS_EMULATOR_HOST
 * is set (the functions emulator sets it). The queue of a region is its `processKnowledgeDoc` function,
 * deployed in the group as `{region}-processKnowledgeDoc`.
 */
import { getFunctions } from 'firebase-admin/functions';
import { CLOUD_REGION, KB_TASK_DISPATCH_DEADLINE_SECONDS, type TKbTaskPayload, type TRegion } from '@parley/core';
import { authApp } from '../platform/auth-app';

export const KB_TASK_FUNCTION = 'processKnowledgeDoc';

export interface TKbTaskQueue {
  enqueue(region: TRegion, task: TKbTaskPayload): Promise<void>;
}

/** The queue's resource name: `locations/{cloud region}/functions/{region}-processKnowledgeDoc`. */
export function kbQueueName(region: TRegion): string {
  return `locations/${CLOUD_REGION[region]}/functions/${region}-${KB_TASK_FUNCTION}`;
}

export function cloudTasksKbQueue(): TKbTaskQueue {
  return {
    async enqueue(region, task) {
      try {
        await getFunctions(authApp())
          .taskQueue<TKbTaskPayload>(kbQueueName(region))
          .enqueue(task, {
            // One task per request: the same request enqueued twice (a retried call) is a duplicate.
            id: `${region}-${task.docId}-${task.mode}-${task.queuedAt}`,
            dispatchDeadlineSeconds: KB_TASK_DISPATCH_DEADLINE_SECONDS,
          });
      } catch (error) {
        if ((error as { code?: string }).code === 'functions/task-already-exists') return;
        throw error;
      }
    },
  };
}
