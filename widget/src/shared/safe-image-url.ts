export { safeImageUrl } from '@parley/core/agents/agent-images';

/** A CSS `url(…)` of a safe address, quoted and escaped so it cannot break out of the declaration. */
export function cssImage(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}
