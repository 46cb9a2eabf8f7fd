/** Where to go after signing in: only same-site paths under /app are honoured. */
export function safeNext(next: string | null, fallback: string): string {
  return next && next.startsWith('/app/') && !next.startsWith('//') ? next : fallback;
}
