/**
 * Runs tasks one after another per key (an order ID), in the order they were queued. The simulated exchange
 * reports fills synchronously, even inside the call that submits the order: queueing keeps each order's
 * acknowledgement, fills, amendments and cancels in the exchange's order, one database transaction at a time.
 */
export function createSerialQueues() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task);
      const tail = result.catch(() => undefined);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    /** Resolves when every task queued so far has finished (shutdown, tests). */
    async idle(): Promise<void> {
      while (tails.size > 0) await Promise.all([...tails.values()]);
    },
  };
}
export type SerialQueues = ReturnType<typeof createSerialQueues>;
