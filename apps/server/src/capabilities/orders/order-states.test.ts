import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '@lantau/contract';
import { repositoryRoot } from '../../platform/config/repository-root';
import {
  IllegalOrderTransitionError,
  assertTransition,
  canAmend,
  canCancel,
  isFinal,
  orderTransitions,
} from './order-states';

/** The table ARCHITECTURE.md shows, read back into the code's shape. */
function documentedTable(): Record<string, string[]> {
  const text = readFileSync(path.join(repositoryRoot, 'ARCHITECTURE.md'), 'utf8');
  const block =
    /<!-- order-transitions:start -->([\s\S]*?)<!-- order-transitions:end -->/.exec(text)?.[1] ?? '';
  const rows = [...block.matchAll(/^\| ([A-Z]{3}) +\| (.+?) +\|$/gm)];
  return Object.fromEntries(rows.map(([, from, to]) => [from, to === '(final)' ? [] : to!.split(', ')]));
}

describe('the order state machine', () => {
  it('covers all 15 status codes, and ARCHITECTURE.md shows exactly its table', () => {
    expect(Object.keys(orderTransitions).sort()).toEqual(Object.keys(orderStatuses).sort());
    expect(documentedTable()).toEqual(orderTransitions);
  });

  it('allows only the transitions of the table, and new orders only in PND or HLD', () => {
    const statuses = Object.keys(orderStatuses) as OrderStatus[];
    for (const from of statuses) {
      for (const to of statuses) {
        const allowed = orderTransitions[from].includes(to);
        if (allowed) expect(() => assertTransition(from, to)).not.toThrow();
        else expect(() => assertTransition(from, to)).toThrow(IllegalOrderTransitionError);
      }
    }
    expect(() => assertTransition(null, 'PND')).not.toThrow();
    expect(() => assertTransition(null, 'ACK')).toThrow(IllegalOrderTransitionError);
  });

  it('derives what a client may do from the table', () => {
    expect(['ACK', 'PFL'].every((status) => canAmend(status as OrderStatus))).toBe(true);
    expect(canAmend('PTC') || canAmend('PTR')).toBe(false);
    expect(canAmend('HLD')).toBe(true);
    expect(canCancel('PTC')).toBe(false);
    expect(canCancel('ACK') && canCancel('PTR') && !canCancel('FFL')).toBe(true);
    expect((['FFL', 'CAN', 'CLS', 'REJ', 'DIS'] as const).every(isFinal)).toBe(true);
  });
});
