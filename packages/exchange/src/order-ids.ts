// The order book's index from a platform order id to the order's handle (its slot in OrderSlots).
//
// Why not a Map<string, number>: V8's hash map keeps no hash beside its entries, so every entry on a lookup's
// chain is compared by reading its key string, a cache miss apiece at a few thousand open orders (the matching
// bench's profile put about 40% of an operation in the id map). Here the table holds each id's 32-bit hash and
// handle in two Int32Arrays (open addressing, linear probing, at most half full): a probe reads the hashes
// only, and a key string is compared only when its hash matches, which is nearly always the one sought.
// Removal shifts the following entries back instead of leaving tombstones, so probes stay short while orders
// come and go all day.

const EMPTY = 0; // handles are stored plus one, so a zero slot is empty
const INITIAL_CAPACITY = 32;

/** FNV-1a over the UTF-16 code units, then murmur3's finaliser so sequential ids spread over the table. */
export function idHash(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}

export class OrderIds {
  private hashes = new Int32Array(INITIAL_CAPACITY);
  private handles = new Int32Array(INITIAL_CAPACITY);
  private mask = INITIAL_CAPACITY - 1;
  private count = 0;

  /** `ids[handle]` is the id the handle was filed under (the book's slots keep it). */
  constructor(private readonly ids: readonly string[]) {}

  get size(): number {
    return this.count;
  }

  /** The handle filed under `id` (whose hash is `hash`), or -1. */
  find(id: string, hash: number): number {
    const { hashes, handles, mask, ids } = this;
    for (let i = hash & mask; ; i = (i + 1) & mask) {
      const stored = handles[i] as number;
      if (stored === EMPTY) return -1;
      if (hashes[i] === hash && ids[stored - 1] === id) return stored - 1;
    }
  }

  /**
   * Files `handle` under `id` unless the id is already filed: returns the handle filed under it either way (the
   * duplicate check and the insertion in one probe). `ids[handle]` need not be set yet.
   */
  findOrInsert(id: string, hash: number, handle: number): number {
    if ((this.count + 1) * 2 > this.handles.length) this.grow();
    const { hashes, handles, mask, ids } = this;
    for (let i = hash & mask; ; i = (i + 1) & mask) {
      const stored = handles[i] as number;
      if (stored === EMPTY) {
        hashes[i] = hash;
        handles[i] = handle + 1;
        this.count += 1;
        return handle;
      }
      if (hashes[i] === hash && ids[stored - 1] === id) return stored - 1;
    }
  }

  /** Unfiles a handle (by its id's hash: no string is read). */
  remove(hash: number, handle: number): void {
    const { hashes, handles, mask } = this;
    let i = hash & mask;
    while (handles[i] !== handle + 1) {
      if (handles[i] === EMPTY) return;
      i = (i + 1) & mask;
    }
    // Backward shift: move up every later entry of the run whose home is not between the hole and itself.
    for (let j = (i + 1) & mask; handles[j] !== EMPTY; j = (j + 1) & mask) {
      const home = (hashes[j] as number) & mask;
      if (i <= j ? i < home && home <= j : i < home || home <= j) continue;
      hashes[i] = hashes[j] as number;
      handles[i] = handles[j] as number;
      i = j;
    }
    handles[i] = EMPTY;
    this.count -= 1;
  }

  /** Every filed handle, in no particular order. */
  all(): number[] {
    const out: number[] = [];
    const handles = this.handles;
    for (let i = 0; i < handles.length; i += 1) {
      const stored = handles[i] as number;
      if (stored !== EMPTY) out.push(stored - 1);
    }
    return out;
  }

  private grow(): void {
    const oldHashes = this.hashes;
    const oldHandles = this.handles;
    const capacity = oldHandles.length * 2;
    this.hashes = new Int32Array(capacity);
    this.handles = new Int32Array(capacity);
    this.mask = capacity - 1;
    for (let k = 0; k < oldHandles.length; k += 1) {
      const stored = oldHandles[k] as number;
      if (stored === EMPTY) continue;
      const hash = oldHashes[k] as number;
      let i = hash & this.mask;
      while (this.handles[i] !== EMPTY) i = (i + 1) & this.mask;
      this.hashes[i] = hash;
      this.handles[i] = stored;
    }
  }
}
