import type { Request } from 'firebase-functions/v2/https';

/**
 * The visitor's address as the platform saw it, '' when unknown (e.g. the local emulators). Firebase
 * Hosting's CDN names it in Fastly-Client-IP; a direct call to the function has it appended last to
 * X-Forwarded-For by Google's front end — earlier entries are whatever the client sent and are ignored.
 */
export function clientIp(req: Request): string {
  const cdn = req.get('fastly-client-ip')?.trim();
  const forwarded = req.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return (cdn || forwarded || req.ip || '').replace(/^::ffff:/, '');
}
