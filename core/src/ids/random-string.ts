/** Source of random bytes: `crypto.getRandomValues` in browsers, `crypto.randomBytes` on the server. */
export type TRandomBytes = (length: number) => Uint8Array;

export const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string over letters and digits, without modulo bias. */
export function randomString(length: number, randomBytes: TRandomBytes): string {
  const limit = 256 - (256 % ID_ALPHABET.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit) out += ID_ALPHABET[byte % ID_ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}
