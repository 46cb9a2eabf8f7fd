import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { TRegion } from '@parley/core';

/**
 * The Firestore project of each region. In production each region is its own Firebase project
 * (set PARLEY_PROJECT_EU / PARLEY_PROJECT_NA); locally both live in the one emulator under demo ids.
 */
export function regionProjectId(region: TRegion): string {
  const fromEnv = process.env[`PARLEY_PROJECT_${region.toUpperCase()}`];
  return fromEnv || `demo-parley-${region}`;
}

/** `db(region)`: the regional store. Never mix two regions in one write. */
export function regionalStore(region: TRegion): Firestore {
  const name = `store-${region}`;
  const existing = getApps().find((app) => app.name === name);
  if (existing) return getFirestore(existing);
  const db = getFirestore(initializeApp({ projectId: regionProjectId(region) }, name));
  db.settings({ ignoreUndefinedProperties: true });
  return db;
}
