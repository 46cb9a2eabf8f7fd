import { getApps, initializeApp, type App } from 'firebase-admin/app';

/** The default app: Firebase Auth of the project serving the dashboard. */
export function authApp(): App {
  return getApps().find((app) => app.name === '[DEFAULT]') ?? initializeApp();
}
