import { useEffect, useMemo, useRef, useState } from 'react';
import { previewPublicAgent, widgetPreviewUrl } from '@parley/core';
import { panelCommand } from '@parley/core/widget/widget-protocol';
import { useAgentEditor } from '../agent-shell/agent-editor-context';
import { usePublicAgentServerPart } from './use-public-agent';
import classes from './WidgetSettings.module.css';

/**
 * The live preview: the real widget (loader and panel) on a blank page of Parley's origin, showing the
 * unsaved draft. The draft goes over as a `preview-config` message to that page only (our own origin),
 * once per frame at most; the page takes it only from us (widget-protocol.ts).
 */
export function WidgetPreview({ className = classes.previewFrame }: { className?: string }) {
  const { region, agentId, draft, server } = useAgentEditor();
  const serverPart = usePublicAgentServerPart(region, agentId);
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const origin = window.location.origin;

  const config = useMemo(
    () => (serverPart.data ? previewPublicAgent(draft, server, { region, ...serverPart.data }) : null),
    [draft, server, region, serverPart.data],
  );

  useEffect(() => {
    if (!loaded || !config) return;
    const id = requestAnimationFrame(() =>
      frame.current?.contentWindow?.postMessage(panelCommand({ type: 'preview-config', agent: config }), origin),
    );
    return () => cancelAnimationFrame(id);
  }, [loaded, config, origin]);

  return (
    <iframe
      ref={frame}
      className={className}
      src={widgetPreviewUrl(origin, { agentId, region })}
      title="Live preview of the widget"
      onLoad={() => setLoaded(true)}
    />
  );
}
