import type { Response } from 'express';
import type { TChatEvent } from '@parley/core';

/**
 * A `text/event-stream` answer. Headers go out with the first event, so a failure before it can
 * still be answered with a JSON error and a status.
 */
export function eventStream(res: Response) {
  const open = () => {
    if (res.headersSent) return;
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    res.flushHeaders();
  };
  return {
    send(event: TChatEvent): void {
      open();
      res.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    end(): void {
      res.end();
    },
  };
}
