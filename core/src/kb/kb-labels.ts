/** How the dashboard names the knowledge base's values (Knowledge tab, widget settings Sources panel). */
import type { TKbRefreshRate } from './kb-limits';
import type { TKbDocStatus, TKbSourceKind } from './knowledge-doc';

export const KB_REFRESH_RATE_LABELS: Readonly<Record<TKbRefreshRate, string>> = {
  '1h': 'Every hour',
  '6h': 'Every 6 hours',
  '12h': 'Every 12 hours',
  '24h': 'Every day',
  '7d': 'Every week',
  never: 'Never',
};

export const KB_SOURCE_KIND_LABELS: Readonly<Record<TKbSourceKind, string>> = {
  text: 'Text',
  url: 'Web page',
  site: 'Website',
  file: 'File',
};

export const KB_STATUS_LABELS: Readonly<Record<TKbDocStatus, string>> = {
  INITIALIZED: 'Queued',
  PENDING: 'Processing',
  SUCCESS: 'Ready',
  ERROR: 'Failed',
};

/** Characters as people read them: 1,234 characters / 1.2M characters. */
export function formatKbChars(count: number): string {
  if (count >= 1_000_000) return `${(count / 1_000_000).toFixed(count % 1_000_000 === 0 ? 0 : 1)}M characters`;
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'character' : 'characters'}`;
}
