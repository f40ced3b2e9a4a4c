/**
 * The ISMCTS search tree, stored as parallel typed arrays (struct of arrays) that grow by doubling
 * and are reused from one decision to the next: a search allocates no per-node objects.
 * Children form a singly linked list (firstChild / nextSibling); node 0 is the root.
 */
export class SearchTree {
  size = 0;
  parent = new Int32Array(0);
  firstChild = new Int32Array(0);
  nextSibling = new Int32Array(0);
  /** The action that leads from the parent to this node. */
  action = new Int32Array(0);
  /** The seat that took `action`; rewards stored here are that seat's. */
  seat = new Int32Array(0);
  visits = new Float64Array(0);
  /** How many times this node's action was legal when its parent decision was reached. */
  avail = new Float64Array(0);
  /** Sum of `seat`'s rewards over the iterations through this node. */
  reward = new Float64Array(0);
  /**
   * The heuristic value of this node's action for `seat` (the game's `evaluate` right after it, in the
   * determinization that created the node); read only when progressive bias is on.
   */
  prior = new Float64Array(0);

  constructor(initialCapacity = 1024) {
    this.grow(initialCapacity);
  }

  get capacity(): number {
    return this.parent.length;
  }

  private grow(capacity: number): void {
    const copyInt = (a: Int32Array) => { const b = new Int32Array(capacity); b.set(a); return b; };
    const copyFloat = (a: Float64Array) => { const b = new Float64Array(capacity); b.set(a); return b; };
    this.parent = copyInt(this.parent);
    this.firstChild = copyInt(this.firstChild);
    this.nextSibling = copyInt(this.nextSibling);
    this.action = copyInt(this.action);
    this.seat = copyInt(this.seat);
    this.visits = copyFloat(this.visits);
    this.avail = copyFloat(this.avail);
    this.reward = copyFloat(this.reward);
    this.prior = copyFloat(this.prior);
  }

  /** Empties the tree and creates the root. */
  reset(): void {
    this.size = 0;
    this.add(-1, -1, -1);
  }

  /** Adds a child of `parent` (or the root when parent is -1) and returns its index. */
  add(parent: number, seat: number, action: number): number {
    if (this.size === this.capacity) this.grow(this.capacity * 2);
    const n = this.size++;
    this.parent[n] = parent;
    this.firstChild[n] = -1;
    this.seat[n] = seat;
    this.action[n] = action;
    this.visits[n] = 0;
    this.avail[n] = 0;
    this.reward[n] = 0;
    this.prior[n] = 0;
    if (parent >= 0) {
      this.nextSibling[n] = this.firstChild[parent];
      this.firstChild[parent] = n;
    } else {
      this.nextSibling[n] = -1;
    }
    return n;
  }

  /** The child of `parent` reached by `seat` taking `action`, or -1. */
  find(parent: number, seat: number, action: number): number {
    for (let c = this.firstChild[parent]; c >= 0; c = this.nextSibling[c]) {
      if (this.action[c] === action && this.seat[c] === seat) return c;
    }
    return -1;
  }
}
