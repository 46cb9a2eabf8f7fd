/**
 * The knowledge base in Firestore (layout: core/src/kb/kb-store-shapes.ts). Everything read is parsed
 * with the core schemas here; services see plain objects. No collection-group queries, no bulkWriter or
 * recursiveDelete (design §4): top-level collections with owner ids, queries and batches of ≤ 500.
 */
import { type DocumentReference, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import {
  KB_COLLECTIONS,
  KB_CONTENT_PART_CHARS,
  kbContentId,
  kbSegmentId,
  ZKbContentPart,
  ZKbManifest,
  ZKbSegment,
  ZKbStoredDoc,
  type TKbManifest,
  type TKbManifestEntry,
  type TKbSegment,
  type TKbSegmentDraft,
  type TKbStoredDoc,
} from '@parley/core';
import { AppError } from '../platform/app-error';

const BATCH_MAX = 500;

/**
 * A stored document. Fields cleared by storing null (the local Firestore fallback ignores
 * FieldValue.delete()) read as absent.
 */
export function toStoredKbDoc(data: unknown): TKbStoredDoc {
  const fields = Object.entries((data ?? {}) as Record<string, unknown>).filter(([, value]) => value !== null);
  const parsed = ZKbStoredDoc.safeParse(Object.fromEntries(fields));
  if (!parsed.success) throw new AppError('internal', 'Stored knowledge document is malformed.');
  return parsed.data;
}

export function kbDocRef(db: Firestore, docId: string): DocumentReference {
  return db.collection(KB_COLLECTIONS.docs).doc(docId);
}

export async function readKbDoc(db: Firestore, docId: string): Promise<TKbStoredDoc | null> {
  const snap = await kbDocRef(db, docId).get();
  return snap.exists ? toStoredKbDoc(snap.data()) : null;
}

/** The agent's documents, newest first (sorted here: an agent has hundreds at most, and no index is needed). */
export async function kbDocsOfAgent(db: Firestore, agentId: string): Promise<TKbStoredDoc[]> {
  const snap = await db.collection(KB_COLLECTIONS.docs).where('agentId', '==', agentId).get();
  return snap.docs.map((d) => toStoredKbDoc(d.data())).sort((a, b) => b.ts - a.ts || a.ID.localeCompare(b.ID));
}

/** Characters of extracted text over all the workspace's documents (its plan's `maxKbDocsCharCount`), but `exceptDocId`. */
export async function workspaceKbCharCount(db: Firestore, ownerID: string, exceptDocId?: string): Promise<number> {
  const snap = await db.collection(KB_COLLECTIONS.docs).where('ownerID', '==', ownerID).get();
  return snap.docs.reduce((sum, d) => (d.id === exceptDocId ? sum : sum + Number(d.get('charCount') ?? 0)), 0);
}

/** Documents whose refresh has come due, oldest due first (a range filter on one field: no composite index). */
export async function kbDocsDueForRefresh(db: Firestore, nowMs: number, limit: number): Promise<TKbStoredDoc[]> {
  const snap = await db
    .collection(KB_COLLECTIONS.docs)
    .where('nextRefreshAt', '<=', nowMs)
    .orderBy('nextRefreshAt', 'asc')
    .limit(limit)
    .get();
  return snap.docs.map((d) => toStoredKbDoc(d.data()));
}

/* ---------------------------------------------------------------- manifest */

export function kbManifestRef(db: Firestore, agentId: string): DocumentReference {
  return db.collection(KB_COLLECTIONS.indexes).doc(agentId);
}

export async function readKbManifest(db: Firestore, agentId: string): Promise<TKbManifest | null> {
  const snap = await kbManifestRef(db, agentId).get();
  if (!snap.exists) return null;
  const parsed = ZKbManifest.safeParse(snap.data());
  if (!parsed.success) throw new AppError('internal', 'Stored knowledge index is malformed.');
  return parsed.data;
}

/** Makes one document searchable with its build (merged: other documents' entries stay as they are). */
export function setManifestEntryInBatch(
  batch: WriteBatch,
  db: Firestore,
  args: { agentId: string; ownerID: string; docId: string; entry: TKbManifestEntry },
): void {
  batch.set(
    kbManifestRef(db, args.agentId),
    { agentId: args.agentId, ownerID: args.ownerID, docs: { [args.docId]: args.entry } },
    { mergeFields: ['agentId', 'ownerID', `docs.${args.docId}`] },
  );
}

/**
 * Takes a document out of the search: its entry becomes null (a tombstone readers skip). Not
 * FieldValue.delete(): the local Firestore fallback ignores it on nested fields.
 */
export function removeManifestEntryInBatch(batch: WriteBatch, db: Firestore, agentId: string, docId: string): void {
  batch.set(kbManifestRef(db, agentId), { agentId, docs: { [docId]: null } }, { mergeFields: ['agentId', `docs.${docId}`] });
}

/** The agent's collection exists (the legacy PUT /qdrant/collections/{agentId}). */
export async function ensureKbManifest(db: Firestore, agentId: string, ownerID: string): Promise<void> {
  await kbManifestRef(db, agentId).set({ agentId, ownerID }, { merge: true });
}

/* ---------------------------------------------------------------- segments */

/** Writes a build's segments, a few at a time (each is up to 1 MiB: one per write keeps requests small). */
export async function writeKbSegments(
  db: Firestore,
  args: { agentId: string; docId: string; gen: string; segments: readonly TKbSegmentDraft[] },
): Promise<void> {
  const { agentId, docId, gen } = args;
  const queue = [...args.segments];
  const worker = async () => {
    for (let segment = queue.shift(); segment; segment = queue.shift()) {
      await db
        .collection(KB_COLLECTIONS.segments)
        .doc(kbSegmentId(docId, gen, segment.part))
        .set({ agentId, docId, gen, ...segment });
    }
  };
  await Promise.all([worker(), worker(), worker()]);
}

/** The segments of one build, in order; null when one is missing (the build is being replaced or removed). */
export async function readKbSegments(
  db: Firestore,
  docId: string,
  gen: string,
  count: number,
): Promise<TKbSegment[] | null> {
  if (count === 0) return [];
  const refs = Array.from({ length: count }, (_, part) =>
    db.collection(KB_COLLECTIONS.segments).doc(kbSegmentId(docId, gen, part)),
  );
  const snaps = await db.getAll(...refs);
  if (snaps.some((s) => !s.exists)) return null;
  return snaps.map((s) => {
    const parsed = ZKbSegment.safeParse(s.data());
    if (!parsed.success) throw new AppError('internal', 'Stored knowledge segment is malformed.');
    return parsed.data;
  });
}

/** Deletes a document's segments of every build but `keepGen` (all of them when none is kept). */
export async function deleteKbSegments(db: Firestore, docId: string, keepGen?: string): Promise<number> {
  const snap = await db.collection(KB_COLLECTIONS.segments).where('docId', '==', docId).select('gen').get();
  const refs = snap.docs.filter((d) => d.get('gen') !== keepGen).map((d) => d.ref);
  await deleteRefs(db, refs);
  return refs.length;
}

/* ---------------------------------------------------------------- contents */

/** Stores a document's extracted text in parts; returns how many. Parts left from a longer text are removed. */
export async function writeKbContent(db: Firestore, args: { agentId: string; docId: string; text: string }): Promise<number> {
  const { agentId, docId, text } = args;
  const parts = Math.max(1, Math.ceil(text.length / KB_CONTENT_PART_CHARS));
  const writes = Array.from({ length: parts }, (_, part) =>
    db
      .collection(KB_COLLECTIONS.contents)
      .doc(kbContentId(docId, part))
      .set({ agentId, docId, part, text: text.slice(part * KB_CONTENT_PART_CHARS, (part + 1) * KB_CONTENT_PART_CHARS) }),
  );
  await Promise.all(writes);
  await deleteKbContent(db, docId, parts);
  return parts;
}

/** The extracted text, up to `maxChars` (all when omitted). */
export async function readKbContent(
  db: Firestore,
  docId: string,
  parts: number,
  maxChars = Infinity,
): Promise<{ text: string; truncated: boolean }> {
  const wanted = Math.min(parts, Math.ceil(maxChars / KB_CONTENT_PART_CHARS) || 1);
  if (wanted <= 0) return { text: '', truncated: false };
  const refs = Array.from({ length: wanted }, (_, part) => db.collection(KB_COLLECTIONS.contents).doc(kbContentId(docId, part)));
  const snaps = await db.getAll(...refs);
  const text = snaps
    .map((s) => (s.exists ? ZKbContentPart.shape.text.safeParse(s.get('text')).data ?? '' : ''))
    .join('');
  const truncated = parts > wanted || text.length > maxChars;
  return { text: truncated ? text.slice(0, maxChars) : text, truncated };
}

/** Deletes a document's text parts from `fromPart` on (all by default). */
export async function deleteKbContent(db: Firestore, docId: string, fromPart = 0): Promise<void> {
  const snap = await db.collection(KB_COLLECTIONS.contents).where('docId', '==', docId).select('part').get();
  await deleteRefs(
    db,
    snap.docs.filter((d) => Number(d.get('part')) >= fromPart).map((d) => d.ref),
  );
}

async function deleteRefs(db: Firestore, refs: DocumentReference[]): Promise<void> {
  for (let i = 0; i < refs.length; i += BATCH_MAX) {
    const batch = db.batch();
    refs.slice(i, i + BATCH_MAX).forEach((ref) => batch.delete(ref));
    await batch.commit();
  }
}
