import { z } from 'zod';
import { ZRegion } from '../regions/regions';
import { ZAccount, ZWorkspaceSummary } from './workspace';

export const DISPLAY_NAME_MAX = 60;

/** ensureAccount: load the signed-in builder's account, creating it in `region` on first sign-in. */
export const ZEnsureAccountInput = z.object({ region: ZRegion });
export const ZEnsureAccountOutput = z.object({ account: ZAccount, created: z.boolean() });

/** completeOnboarding: finish the profile so the dashboard opens. */
export const ZCompleteOnboardingInput = z.object({
  region: ZRegion,
  displayName: z
    .string()
    .trim()
    .min(1, 'Please enter your name.')
    .max(DISPLAY_NAME_MAX, `Your name can be at most ${DISPLAY_NAME_MAX} characters.`),
  workspaceName: z
    .string()
    .trim()
    .min(1, 'Please enter a workspace name.')
    .max(60, 'A workspace name can be at most 60 characters.')
    .optional(),
});
export const ZCompleteOnboardingOutput = z.object({ account: ZAccount });

/** listWorkspaces: every workspace the builder is a member of, in both regions. */
export const ZListWorkspacesInput = z.object({});
export const ZListWorkspacesOutput = z.object({ workspaces: z.array(ZWorkspaceSummary) });
