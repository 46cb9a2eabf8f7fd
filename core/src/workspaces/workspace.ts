import { z } from 'zod';
import { ZRegion } from '../regions/regions';

/**
 * Workspace / user record (collection `users`, one store per region), workspaces-and-billing §3.
 * A builder's personal workspace doubles as their account record.
 */
export const ZWorkspace = z.object({
  uid: z.string(),
  email: z.string(),
  joinedAt: z.number().int(),
  photoURL: z.string().optional(),
  displayName: z.string().optional(),
  location: z.string().optional(),
  loadTokens: z.number().int(),
  freeLTsTS: z.number().int().optional(),
  referredFrom: z.string().optional(),
  workspaceName: z.string(),
  workspaceSecret: z.string(),
  workspaceEmails: z.array(z.string()),
  workspacePhotoURL: z.string().optional(),
  stripeSubscriptionId: z.string().optional(),
  stripeCustomerId: z.string().optional(),
  automaticBilling: z.boolean().optional(),
  doubleAccountWarningHidden: z.boolean().optional(),
  hasEverPaid: z.boolean().optional(),
  isAgency: z.boolean().optional(),
  showOnboarding: z.boolean().optional(),
  internal: z
    .object({
      /** Firebase Auth uid of the builder whose personal workspace this is. */
      personalOf: z.string().optional(),
      isNewUser: z.boolean().optional(),
      useNewPricing: z.boolean().optional(),
      countryCode: z.string().optional(),
      /** A plan agreed for this workspace; its `limits` override the defaults (workspaces-and-billing §3). */
      customPlan: z
        .object({
          limits: z
            .object({
              /** Characters of extracted text over all the workspace's knowledge sources. */
              maxKbDocsCharCount: z.number().min(0).optional(),
            })
            .optional(),
        })
        .optional(),
    })
    .optional(),
});
export type TWorkspace = z.infer<typeof ZWorkspace>;

/** What a member of a workspace sees of it: the record without internal bookkeeping, plus its region. */
export const ZWorkspaceSummary = z.object({
  uid: z.string(),
  region: ZRegion,
  workspaceName: z.string(),
  workspaceSecret: z.string(),
  workspacePhotoURL: z.string().optional(),
  isPersonal: z.boolean(),
  isOwner: z.boolean(),
  isAgency: z.boolean(),
  loadTokens: z.number().int(),
});
export type TWorkspaceSummary = z.infer<typeof ZWorkspaceSummary>;

/** The signed-in builder's account: their personal workspace record, as the dashboard needs it. */
export const ZAccount = z.object({
  uid: z.string(),
  region: ZRegion,
  email: z.string(),
  displayName: z.string().optional(),
  photoURL: z.string().optional(),
  joinedAt: z.number().int(),
  workspaceName: z.string(),
  loadTokens: z.number().int(),
  showOnboarding: z.boolean(),
  isAgency: z.boolean(),
  /** Set when the same e-mail has an account in both regions (spec: warn unless hidden). */
  existsInBothRegions: z.boolean(),
  doubleAccountWarningHidden: z.boolean(),
});
export type TAccount = z.infer<typeof ZAccount>;
