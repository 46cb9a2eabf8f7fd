/**
 * The k best of `count` candidates by score (highest first; equal scores by lower position first), with a
 * min-heap: O(count · log k) and no sort of the whole list. `candidateAt(i)` is the i-th candidate's
 * position (e.g. a document number) and `scores[position]` its score.
 */
export function topK(
  count: number,
  k: number,
  candidateAt: (i: number) => number,
  scoreOf: (position: number) => number,
): { position: number; score: number }[] {
  if (k <= 0 || count <= 0) return [];
  const size = Math.min(k, count);
  const heapPos = new Int32Array(size);
  const heapScore = new Float64Array(size);
  let n = 0;
  // "a is worse than b": lower score, or same score and later position.
  const worse = (sa: number, pa: number, sb: number, pb: number) => sa < sb || (sa === sb && pa > pb);

  const siftDown = (start: number) => {
    let i = start;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < n && worse(heapScore[l]!, heapPos[l]!, heapScore[m]!, heapPos[m]!)) m = l;
      if (r < n && worse(heapScore[r]!, heapPos[r]!, heapScore[m]!, heapPos[m]!)) m = r;
      if (m === i) return;
      const s = heapScore[i]!;
      const p = heapPos[i]!;
      heapScore[i] = heapScore[m]!;
      heapPos[i] = heapPos[m]!;
      heapScore[m] = s;
      heapPos[m] = p;
      i = m;
    }
  };

  for (let c = 0; c < count; c++) {
    const position = candidateAt(c);
    const score = scoreOf(position);
    if (n < size) {
      let i = n++;
      heapPos[i] = position;
      heapScore[i] = score;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(heapScore[i]!, heapPos[i]!, heapScore[parent]!, heapPos[parent]!)) break;
        const s = heapScore[i]!;
        const p = heapPos[i]!;
        heapScore[i] = heapScore[parent]!;
        heapPos[i] = heapPos[parent]!;
        heapScore[parent] = s;
        heapPos[parent] = p;
        i = parent;
      }
    } else if (worse(heapScore[0]!, heapPos[0]!, score, position)) {
      heapScore[0] = score;
      heapPos[0] = position;
      siftDown(0);
    }
  }
  const out: { position: number; score: number }[] = [];
  for (let i = 0; i < n; i++) out.push({ position: heapPos[i]!, score: heapScore[i]! });
  return out.sort((a, b) => b.score - a.score || a.position - b.position);
}
