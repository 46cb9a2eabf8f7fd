/** The New Agent drawer (widget-and-channels §2.1). Being built. */
export function NewAgentDrawer(_props: { opened: boolean; onClose: () => void }) {
  return null;
}
