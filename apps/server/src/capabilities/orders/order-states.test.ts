import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '@lantau/contract';
import { repositoryRoot } from '../../platform/config/repository-root';
import { IllegalTransitionError, documentedTransitions } from '../../platform/workflow/state-machine';
import { canAmend, canCancel, isFinal, orderStates } from './order-states';

const architecture = readFileSync(path.join(repositoryRoot, 'ARCHITECTURE.md'), 'utf8');
const orderTransitions = orderStates.transitions;
const assertTransition = orderStates.assert;

describe('the order state machine', () => {
  it('covers all 15 status codes, and ARCHITECTURE.md shows exactly its table', () => {
    expect(Object.keys(orderTransitions).sort()).toEqual(Object.keys(orderStatuses).sort());
    expect(documentedTransitions(architecture, 'order')).toEqual(orderTransitions);
  });

  it('allows only the transitions of the table, and new orders only in PND or HLD', () => {
    const statuses = Object.keys(orderStatuses) as OrderStatus[];
    for (const from of statuses) {
      for (const to of statuses) {
        const allowed = orderTransitions[from].includes(to);
        if (allowed) expect(() => assertTransition(from, to)).not.toThrow();
        else expect(() => assertTransition(from, to)).toThrow(IllegalTransitionError);
      }
    }
    expect(() => assertTransition(null, 'PND')).not.toThrow();
    expect(() => assertTransition(null, 'ACK')).toThrow(IllegalTransitionError);
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
