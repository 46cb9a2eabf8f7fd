/** An image address from the agent's config if it is http(s), else '' (never javascript:, data: or CSS tricks). */
export function safeImageUrl(value: string | undefined): string {
  const url = (value ?? '').trim();
  if (!/^https?:\/\//i.test(url)) return '';
  try {
    return new URL(url).href;
  } catch {
    return '';
  }
}

/** A CSS `url(…)` of a safe address, quoted and escaped so it cannot break out of the declaration. */
export function cssImage(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}
