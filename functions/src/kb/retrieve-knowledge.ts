/**
 * Retrieval: the passages of an agent's own knowledge for a query, as the chat gives them to the model
 * and the Knowledge tab's search shows them. Reads only the agent's manifest's documents. An agent
 * without knowledge costs nothing more than the manifest read its caller already made.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  buildPassages,
  KB_QUERY_EMBEDDING_TIMEOUT_MS,
  KB_SEARCH_TOP_K,
  kbManifestEntries,
  type TAgent,
  type TKbManifest,
  type TKbPassage,
  type TRegion,
} from '@parley/core';
import type { TKbProviders } from './kb-providers';

export interface TKbRetrieval {
  passages: TKbPassage[];
  /** Vector similarity took part. */
  vectors: boolean;
  /** Searchable documents and chunks. */
  documents: number;
  chunks: number;
}

export const NO_KNOWLEDGE: TKbRetrieval = { passages: [], vectors: false, documents: 0, chunks: 0 };

export async function retrieveKnowledge(args: {
  db: Firestore;
  region: TRegion;
  agent: Pick<TAgent, 'ID' | 'vg_kbDefaultDimension'>;
  manifest: TKbManifest | null;
  query: string;
  providers: Pick<TKbProviders, 'cache' | 'embeddings'>;
  maxPassages?: number;
}): Promise<TKbRetrieval> {
  const { manifest, query } = args;
  const entries = kbManifestEntries(manifest);
  const key = `${args.region}/${args.agent.ID}`;
  if (!manifest || entries.length === 0) {
    args.providers.cache.drop(key);
    return NO_KNOWLEDGE;
  }
  if (!query.trim()) return NO_KNOWLEDGE;

  const provider = args.providers.embeddings(args.agent.vg_kbDefaultDimension);
  const dimensions = provider?.dimensions ?? 0;
  // The question's embedding is asked for while the index loads; a slow or failing provider only costs vectors.
  const queryVector =
    provider && entries.some(([, entry]) => entry.dimensions === dimensions)
      ? provider
          .embed([query], { signal: AbortSignal.timeout(KB_QUERY_EMBEDDING_TIMEOUT_MS) })
          .then((result) => result.vectors[0] ?? null)
          .catch(() => null)
      : Promise.resolve(null);
  const index = await args.providers.cache.indexFor(args.db, key, manifest, dimensions);
  const vector = await queryVector;
  const names = new Map(entries.map(([id, entry]) => [id, entry.name]));
  const ranked = index.search({ query, queryVector: vector, docName: (id) => names.get(id) ?? '' });
  return {
    passages: buildPassages(ranked, { maxPassages: args.maxPassages ?? KB_SEARCH_TOP_K }),
    vectors: vector !== null && index.hasVectors,
    documents: index.docCount,
    chunks: index.chunkCount,
  };
}
