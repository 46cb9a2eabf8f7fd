/**
 * An image address from an agent (avatar, launcher picture, header, chat background) if it is http(s),
 * else '' — never javascript:, data: or CSS tricks. The widget and the dashboard draw only these.
 */
export function safeImageUrl(value: string | undefined): string {
  const url = (value ?? '').trim();
  if (!/^https?:\/\//i.test(url)) return '';
  try {
    return new URL(url).href;
  } catch {
    return '';
  }
}
