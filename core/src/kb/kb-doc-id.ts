import { randomString, type TRandomBytes } from '../ids/random-string';
import { KB_DOC_ID_LENGTH } from './kb-limits';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A knowledge document's id: letters and digits, starting with a letter. The id is a key of the agent's
 * manifest map, written through the field path `docs.{id}`; a segment starting with a digit must be
 * quoted in a field path, which the local Firestore fallback does not understand (it then ignores the write).
 */
export function newKbDocId(randomBytes: TRandomBytes): string {
  const rest = randomString(KB_DOC_ID_LENGTH, randomBytes);
  const first = randomString(8, randomBytes)
    .split('')
    .find((c) => LETTERS.includes(c));
  return (first ?? 'k') + rest.slice(1);
}
