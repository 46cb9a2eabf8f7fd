import { widgetPanelUrl, type TRegion } from '@parley/core';
import classes from './ChatPageFrame.module.css';

/** The chat panel filling the window (prototype and share pages): nothing around it. */
export function ChatPageFrame({ agentId, region }: { agentId: string; region: TRegion }) {
  return (
    <iframe
      className={classes.frame}
      src={widgetPanelUrl(window.location.origin, { agentId, region, mode: 'page' })}
      title="Chat"
      allow="clipboard-write"
    />
  );
}
