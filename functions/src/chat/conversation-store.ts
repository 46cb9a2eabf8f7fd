import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import {
  CONVERSATION_PREVIEW_MAX,
  PROMPT_HISTORY_MAX_MESSAGES,
  ZChatMessage,
  ZConversation,
  type TChatMessage,
  type TConversation,
} from '@parley/core';
import { AppError } from '../platform/app-error';

/** Top-level collection (design §4: no collection-group queries); messages under each conversation. */
export const CONVERSATIONS = 'conversations';
export const MESSAGES = 'messages';

export function toConversation(data: unknown): TConversation {
  const parsed = ZConversation.safeParse(data);
  if (!parsed.success) throw new AppError('internal', 'Stored conversation is malformed.');
  return parsed.data;
}

function toMessage(data: unknown): TChatMessage {
  const parsed = ZChatMessage.safeParse(data);
  if (!parsed.success) throw new AppError('internal', 'Stored message is malformed.');
  return parsed.data;
}

export async function readConversation(db: Firestore, conversationId: string): Promise<TConversation | null> {
  const snap = await db.collection(CONVERSATIONS).doc(conversationId).get();
  return snap.exists ? toConversation(snap.data()) : null;
}

/** The latest `limit` messages, oldest first. */
export async function latestMessages(
  db: Firestore,
  conversationId: string,
  limit = PROMPT_HISTORY_MAX_MESSAGES,
): Promise<TChatMessage[]> {
  const snap = await db
    .collection(CONVERSATIONS)
    .doc(conversationId)
    .collection(MESSAGES)
    .orderBy('ts', 'desc')
    .limit(limit)
    .get();
  return snap.docs.map((doc) => toMessage(doc.data())).reverse();
}

export function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > CONVERSATION_PREVIEW_MAX ? flat.slice(0, CONVERSATION_PREVIEW_MAX - 1) + '…' : flat;
}

/** Adds a message to the batch and moves the conversation forward (creating it with `created` the first time). */
export function addMessageToBatch(
  batch: WriteBatch,
  db: Firestore,
  args: { conversationId: string; message: TChatMessage; created?: TConversation },
): void {
  const ref = db.collection(CONVERSATIONS).doc(args.conversationId);
  batch.set(ref.collection(MESSAGES).doc(args.message.ID), args.message);
  const progress = {
    lastMessageAt: args.message.ts,
    messageCount: FieldValue.increment(1),
    ...(args.message.role === 'user' ? { preview: previewOf(args.message.text) } : {}),
  };
  // Merged, so a handoff request recorded a moment before the first message is kept.
  if (args.created) batch.set(ref, { ...args.created, ...progress }, { merge: true });
  else batch.update(ref, progress);
}

/** Conversations of an agent, newest first, older than `before` (ms) — paged by range filter (design §4). */
export async function conversationsOfAgent(
  db: Firestore,
  agentId: string,
  args: { atOrBefore?: number; limit: number },
): Promise<TConversation[]> {
  let query = db.collection(CONVERSATIONS).where('agentId', '==', agentId);
  if (args.atOrBefore) query = query.where('lastMessageAt', '<=', args.atOrBefore);
  const snap = await query.orderBy('lastMessageAt', 'desc').limit(args.limit).get();
  return snap.docs.map((doc) => toConversation(doc.data()));
}
