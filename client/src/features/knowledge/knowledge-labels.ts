import type { TKbDocStatus } from '@parley/core/kb/knowledge-doc';

/** Badge colours of the document statuses. */
export const KB_STATUS_COLORS: Readonly<Record<TKbDocStatus, string>> = {
  INITIALIZED: 'gray',
  PENDING: 'blue',
  SUCCESS: 'green',
  ERROR: 'red',
};

export const isProcessing = (status: TKbDocStatus) => status === 'INITIALIZED' || status === 'PENDING';
