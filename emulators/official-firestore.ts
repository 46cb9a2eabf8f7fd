/** Whether the official Firestore emulator can run here: Java 21+ and its jar already downloaded. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr + result.stdout);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

export function firestoreJarPresent(): boolean {
  const dir = join(homedir(), '.cache/firebase/emulators');
  return existsSync(dir) && readdirSync(dir).some((f) => /^cloud-firestore-emulator.*\.jar$/.test(f));
}

export function canRunOfficialFirestore(): { ok: boolean; reason: string } {
  if (process.env.PARLEY_FIRESTORE === 'fallback') return { ok: false, reason: 'PARLEY_FIRESTORE=fallback' };
  const java = javaMajorVersion();
  if (java === null) return { ok: false, reason: 'no Java found' };
  if (java < 21) return { ok: false, reason: `Java ${java} found, the emulator needs 21+` };
  if (!firestoreJarPresent()) return { ok: false, reason: 'the Firestore emulator jar is not downloaded' };
  return { ok: true, reason: `Java ${java} and the emulator jar` };
}
