// Brute-force references, written from the definitions on plain arrays.

/** Average linkage by recomputing every cluster pair's mean similarity from its members at each step. */
export function refAverageLinkage(
  s: readonly (readonly number[])[],
  clusters: number,
): { cluster: number[]; tie: boolean } {
  let groups = s.map((_, j) => [j]);
  let tie = false;
  while (groups.length > clusters) {
    groups.sort((a, b) => Math.min(...a) - Math.min(...b));
    let best = Number.NEGATIVE_INFINITY;
    let pair: [number, number] = [0, 1];
    let count = 0;
    for (let x = 0; x < groups.length; x++) {
      for (let y = x + 1; y < groups.length; y++) {
        let total = 0;
        for (const a of groups[x]!) for (const b of groups[y]!) total += s[a]![b]!;
        const average = total / (groups[x]!.length * groups[y]!.length);
        if (average > best) {
          best = average;
          pair = [x, y];
          count = 1;
        } else if (average === best) count++;
      }
    }
    if (count > 1) tie = true;
    const merged = [...groups[pair[0]]!, ...groups[pair[1]]!];
    groups = groups.filter((_, g) => g !== pair[0] && g !== pair[1]);
    groups.push(merged);
  }
  groups.sort((a, b) => Math.min(...a) - Math.min(...b));
  const cluster = s.map(() => -1);
  groups.forEach((g, c) => {
    for (const j of g) cluster[j] = c;
  });
  return { cluster, tie };
}

/** Cosine of two dense vectors, 0 when either is zero. */
export function refCosine(a: readonly number[], b: readonly number[]): number {
  const dot = a.reduce((t, v, k) => t + v * b[k]!, 0);
  const na = Math.sqrt(a.reduce((t, v) => t + v * v, 0));
  const nb = Math.sqrt(b.reduce((t, v) => t + v * v, 0));
  return na === 0 || nb === 0 ? 0 : dot / (na * nb);
}

/** The partition as a set of sorted member lists, for comparing clusterings whatever their numbers. */
export function groupsOf(cluster: ArrayLike<number>): string[] {
  const by = new Map<number, number[]>();
  Array.from(cluster).forEach((c, j) => {
    by.set(c, [...(by.get(c) ?? []), j]);
  });
  return [...by.values()].map((g) => g.join(",")).sort();
}
