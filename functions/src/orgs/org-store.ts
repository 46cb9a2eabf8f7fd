import type { Firestore } from 'firebase-admin/firestore';
import { ZOrgTagSettings, type TOrgTagSettings } from '@parley/core';

export const ORGS = 'orgs';

/**
 * The tag settings of the organisation that owns an agent (its `widgetIDs` holds the agent), or null when
 * no organisation does. Organisations live in the agent's regional store (agency-shell §3.5, §7).
 */
export async function orgTagSettingsOfAgent(db: Firestore, agentId: string): Promise<TOrgTagSettings | null> {
  const snap = await db.collection(ORGS).where('widgetIDs', 'array-contains', agentId).limit(1).get();
  const org = snap.docs[0];
  return org ? ZOrgTagSettings.parse(org.data()) : null;
}
