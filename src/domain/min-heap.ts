/**
 * A binary min-heap of node indices ordered by (distance, hops, node). Entries are never decreased in
 * place: a shorter distance pushes a new entry and the stale one is skipped when popped (lazy deletion),
 * which keeps the heap to three flat arrays.
 */
export class MinHeap {
  private readonly dist: number[] = [];
  private readonly hops: number[] = [];
  private readonly node: number[] = [];

  get size(): number {
    return this.node.length;
  }

  push(dist: number, hops: number, node: number): void {
    this.dist.push(dist);
    this.hops.push(hops);
    this.node.push(node);
    this.up(this.node.length - 1);
  }

  /** Removes the smallest entry and returns its node, or -1 when empty. `peekDist`/`peekHops` read it first. */
  pop(): number {
    const last = this.node.length - 1;
    if (last < 0) return -1;
    const top = this.node[0] ?? -1;
    this.move(last, 0);
    this.dist.pop();
    this.hops.pop();
    this.node.pop();
    if (this.node.length > 1) this.down(0);
    return top;
  }

  peekDist(): number {
    return this.dist[0] ?? Infinity;
  }

  peekHops(): number {
    return this.hops[0] ?? Infinity;
  }

  private less(a: number, b: number): boolean {
    const da = this.dist[a] ?? Infinity;
    const db = this.dist[b] ?? Infinity;
    if (da !== db) return da < db;
    const ha = this.hops[a] ?? Infinity;
    const hb = this.hops[b] ?? Infinity;
    if (ha !== hb) return ha < hb;
    return (this.node[a] ?? Infinity) < (this.node[b] ?? Infinity);
  }

  private move(from: number, to: number): void {
    this.dist[to] = this.dist[from] ?? Infinity;
    this.hops[to] = this.hops[from] ?? Infinity;
    this.node[to] = this.node[from] ?? -1;
  }

  private swap(a: number, b: number): void {
    const d = this.dist[a] ?? Infinity;
    const h = this.hops[a] ?? Infinity;
    const n = this.node[a] ?? -1;
    this.move(b, a);
    this.dist[b] = d;
    this.hops[b] = h;
    this.node[b] = n;
  }

  private up(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private down(i: number): void {
    const n = this.node.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let smallest = i;
      if (l < n && this.less(l, smallest)) smallest = l;
      if (r < n && this.less(r, smallest)) smallest = r;
      if (smallest === i) return;
      this.swap(i, smallest);
      i = smallest;
    }
  }
}
