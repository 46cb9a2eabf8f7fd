/**
 * Reciprocal rank fusion (Cormack et al., 2009): each ranked list gives an item 1 / (k + rank), rank from 1;
 * the sums rank the fused list. Scores of different kinds (BM25, cosine) need no calibration. Each fused
 * item keeps its rank and score in every list it came from, for display ("lexical #2, 7.31; vector #1, 0.82").
 */
import { KB_RRF_K } from './kb-limits';

export interface TRankedList {
  name: string;
  hits: readonly { id: string; score: number }[];
}

export interface TFusedHit {
  id: string;
  /** The fused score, Σ 1 / (k + rank). */
  score: number;
  /** Rank (from 1) and original score in each list that has the item. */
  ranks: Record<string, { rank: number; score: number }>;
}

export function fuseRankings(lists: readonly TRankedList[], options: { k?: number; limit?: number } = {}): TFusedHit[] {
  const k = options.k ?? KB_RRF_K;
  const fused = new Map<string, TFusedHit & { best: number; first: number }>();
  let order = 0;
  for (const list of lists) {
    list.hits.forEach((hit, i) => {
      const rank = i + 1;
      let item = fused.get(hit.id);
      if (!item) {
        item = { id: hit.id, score: 0, ranks: {}, best: rank, first: order++ };
        fused.set(hit.id, item);
      }
      if (item.ranks[list.name]) return; // an id listed twice in one list counts once, at its best rank
      item.ranks[list.name] = { rank, score: hit.score };
      item.score += 1 / (k + rank);
      item.best = Math.min(item.best, rank);
    });
  }
  const sorted = [...fused.values()].sort((a, b) => b.score - a.score || a.best - b.best || a.first - b.first);
  return sorted.slice(0, options.limit ?? sorted.length).map(({ id, score, ranks }) => ({ id, score, ranks }));
}
