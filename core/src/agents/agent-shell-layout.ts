import type { TAgentViewer } from './agent-tabs';

/** The agent shell's two layouts (agency-shell §2.5). */
export const AGENT_SHELL_LAYOUTS = ['vertical', 'horizontal'] as const;
export type TAgentShellLayout = (typeof AGENT_SHELL_LAYOUTS)[number];
/** An organisation without a dashboardLayout gets this one. */
export const DEFAULT_DASHBOARD_LAYOUT: TAgentShellLayout = 'vertical';

/**
 * Which layout the agent shell uses (agency-shell §2.5): phone screens and signed-in owners (builders,
 * and agency owners, who are signed-in workspace users too) always get horizontal tabs; otherwise —
 * clients of an organisation — the organisation's dashboardLayout applies, vertical by default.
 */
export function agentShellLayout(args: {
  isPhone: boolean;
  viewer: TAgentViewer;
  orgLayout?: TAgentShellLayout | null;
}): TAgentShellLayout {
  if (args.isPhone || args.viewer !== 'client') return 'horizontal';
  return args.orgLayout ?? DEFAULT_DASHBOARD_LAYOUT;
}
