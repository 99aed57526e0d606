/**
 * Which nodes hold a user's session sockets, and how many: for operators and metrics. Closing a session's sockets
 * needs none of it (session-ended travels on the event bus and every node closes its own); this only tells
 * where they are. In process for one node; with several, a hash per user in Redis (redis-presence.ts).
 */
export interface SocketPresence {
  /** One of the user's sockets opened on this node. */
  opened(userId: string): void;
  /** One of the user's sockets on this node closed. */
  closed(userId: string): void;
  /** The user's open sockets by node ID, live nodes only. */
  of(userId: string): Promise<Record<string, number>>;
  /** Sockets open on this node. */
  readonly localCount: number;
}

/** This node's own counts by user: the in-process presence, and what a shared one removes when the node stops. */
export function createLocalSocketCounts() {
  const counts = new Map<string, number>();
  let total = 0;
  return {
    counts: counts as ReadonlyMap<string, number>,
    get total() {
      return total;
    },
    add(userId: string, by: 1 | -1): void {
      const count = (counts.get(userId) ?? 0) + by;
      total += by;
      if (count > 0) counts.set(userId, count);
      else counts.delete(userId);
    },
  };
}

export function createInProcessSocketPresence(nodeId = 'local'): SocketPresence {
  const local = createLocalSocketCounts();
  return {
    opened: (userId) => local.add(userId, 1),
    closed: (userId) => local.add(userId, -1),
    async of(userId) {
      const count = local.counts.get(userId);
      return count ? { [nodeId]: count } : {};
    },
    get localCount() {
      return local.total;
    },
  };
}
