import type { ClientExecution } from '@lantau/exchange';
import { orderIdOfEntry } from './exchange-link';
import { exchangeReportRepository } from './exchange-report-repository';
import { inTransaction, type OrderContext } from './order-context';
import { applyReport, tellReport } from './order-exchange';
import { appliedFills, executionIdOf } from './order-fills';
import { secondsSince } from '../../platform/metrics/order-timings';
import type { OrderRow } from './order-repository';

// The exchange's reports (fills and cancels) reach orders here. A report is applied in one transaction when it
// arrives; if that fails (the database refuses or is unreachable), the report is parked on disk
// (exchange_reports) and applied again, in arrival order, with a growing pause, and at start-up before any
// order is re-entered. While an order has a parked report, its later reports park behind it, and start-up
// does not re-enter it: its figures are not to be trusted until its reports are in.

/** Pauses between attempts at parked reports: doubling from the first to the last, then staying there. */
const FIRST_PAUSE_MS = 100;
const LAST_PAUSE_MS = 10_000;

const reportKeyOf = (report: ClientExecution): string =>
  report.kind === 'fill' ? `fill:${executionIdOf(report)}` : `cancel:${report.orderId}`;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createExchangeReports(
  context: OrderContext,
  /** Called when an order's parked reports are all applied (start-up re-enters orders held back then). */
  onCleared: (orderId: string) => Promise<void> = async () => undefined,
) {
  const fills = appliedFills(context);
  /** Orders with a parked report (on disk, or waiting to get there). */
  const parkedOrders = new Set<string>();
  /** Parked reports the database has not taken yet (it was down): written on the next attempt. */
  const unwritten: { orderId: string; report: ClientExecution; error: string }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let pause = FIRST_PAUSE_MS;
  let stopped = false;

  async function park(orderId: string, report: ClientExecution, error: string): Promise<void> {
    parkedOrders.add(orderId);
    try {
      await writeParked(orderId, report, error);
    } catch (writeError) {
      unwritten.push({ orderId, report, error });
      context.log.error({ err: writeError, orderId }, 'an exchange report could not be parked on disk yet');
    }
    scheduleAttempt();
  }

  async function writeParked(orderId: string, report: ClientExecution, error: string): Promise<void> {
    await exchangeReportRepository.park(context.db, {
      reportKey: reportKeyOf(report),
      orderId,
      report,
      error,
    });
  }

  /** A report as it arrives, inside its order's queue. */
  async function receive(orderId: string, report: ClientExecution, arrived: bigint): Promise<void> {
    if (parkedOrders.has(orderId)) return park(orderId, report, 'behind an earlier report of its order');
    let row;
    try {
      // In its account's lane of the group commit: with the placements and other fills of the moment, a fill
      // booked together with the batch's other fills (order-fills.ts).
      row = await (report.kind === 'fill'
        ? context.commits.runMany(report.owner, fills, report)
        : context.commits.run(report.owner, (trx) => applyReport(context, trx, report)));
      context.timings.reportApplied(secondsSince(arrived), report.kind);
    } catch (error) {
      context.log.error({ err: error, orderId, report }, 'an exchange report could not be applied: parked');
      return park(orderId, report, messageOf(error));
    }
    if (row) await tellSafely(row, report);
  }

  async function tellSafely(row: OrderRow, report: ClientExecution): Promise<void> {
    try {
      await tellReport(context, row, report);
    } catch (error) {
      context.log.error({ err: error, orderId: row.order_id }, 'an applied report could not be announced');
    }
  }

  /** Applies one order's parked reports in arrival order; stops at the first that fails again. */
  async function applyParked(orderId: string): Promise<boolean> {
    const rows = await exchangeReportRepository.pendingOf(context.db, orderId);
    for (const parked of rows) {
      const report = parked.report as ClientExecution;
      try {
        const row = await inTransaction(context, async (trx) => {
          // A fill whose transaction did commit (its answer was lost) is not booked twice.
          const booked =
            report.kind === 'fill' &&
            (await exchangeReportRepository.executionBooked(trx, executionIdOf(report)));
          const applied = booked ? undefined : await applyReport(context, trx, report);
          await exchangeReportRepository.markApplied(trx, parked.sequence);
          return applied;
        });
        if (row) await tellSafely(row, report);
      } catch (error) {
        await exchangeReportRepository.markFailed(context.db, parked.sequence, messageOf(error));
        context.log.error({ err: error, orderId }, 'a parked exchange report failed again');
        return false;
      }
    }
    parkedOrders.delete(orderId);
    return true;
  }

  /** Every parked report, order by order, each inside its order's queue (after what is queued there now). */
  async function applyAllParked(): Promise<void> {
    while (unwritten.length > 0) {
      const next = unwritten[0]!;
      await writeParked(next.orderId, next.report, next.error);
      unwritten.shift();
    }
    const orders = await exchangeReportRepository.ordersWithPending(context.db);
    for (const { order_id: orderId } of orders) {
      parkedOrders.add(orderId);
      // Outside the order's queue: re-entering it queues work of its own there.
      if (await context.queues.run(orderId, () => applyParked(orderId))) await onCleared(orderId);
    }
  }

  function scheduleAttempt(): void {
    if (stopped || timer !== undefined) return;
    timer = setTimeout(() => {
      applyAllParked()
        .catch((error: unknown) =>
          context.log.error({ err: error }, 'parked exchange reports: attempt failed'),
        )
        .finally(() => {
          timer = undefined;
          const left = parkedOrders.size > 0 || unwritten.length > 0;
          pause = left ? Math.min(pause * 2, LAST_PAUSE_MS) : FIRST_PAUSE_MS;
          if (left) scheduleAttempt();
        });
    }, pause);
    timer.unref();
  }

  return {
    /** Starts applying what the exchange reports. Returns the function that stops it. */
    listen(): () => void {
      const unsubscribe = context.exchange.onExecution((report) => {
        const orderId = orderIdOfEntry(report.orderId);
        const arrived = process.hrtime.bigint();
        // Telling the client runs inside the queued task too, so the queues are idle only once it is done.
        // The remote exchange's report is acknowledged when this settles (applied, or parked on disk).
        return context.queues
          .run(orderId, () => receive(orderId, report, arrived))
          .catch((error: unknown) =>
            context.log.error({ err: error, orderId, report }, 'an exchange report was not handled'),
          );
      });
      return () => {
        stopped = true;
        unsubscribe();
        clearTimeout(timer);
      };
    },
    /**
     * Start-up: applies every report parked before the last stop. Returns the orders whose reports still
     * fail (not to be re-entered: the exchange would get a quantity their lost fills already took).
     */
    async applyParkedAtStartUp(): Promise<ReadonlySet<string>> {
      await applyAllParked();
      if (parkedOrders.size > 0) scheduleAttempt();
      return parkedOrders;
    },
    /** Orders whose reports wait on disk (tests, health). */
    parkedOrders: (): ReadonlySet<string> => parkedOrders,
  };
}
export type ExchangeReports = ReturnType<typeof createExchangeReports>;
