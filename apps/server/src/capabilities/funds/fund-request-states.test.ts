import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fundRequestStatuses, type FundRequestStatus } from '@lantau/contract';
import { repositoryRoot } from '../../platform/config/repository-root';
import {
  IllegalFundTransitionError,
  assertFundTransition,
  canCancelFundRequest,
  fundRequestTransitions,
  isFinalFundStatus,
} from './fund-request-states';

/** The table ARCHITECTURE.md shows, read back into the code's shape. */
function documentedTable(): Record<string, string[]> {
  const text = readFileSync(path.join(repositoryRoot, 'ARCHITECTURE.md'), 'utf8');
  const block =
    /<!-- fund-request-transitions:start -->([\s\S]*?)<!-- fund-request-transitions:end -->/.exec(
      text,
    )?.[1] ?? '';
  const rows = [...block.matchAll(/^\| ([A-Z]{3}) +\| (.+?) +\|$/gm)];
  return Object.fromEntries(rows.map(([, from, to]) => [from, to === '(final)' ? [] : to!.split(', ')]));
}

describe('the fund request state machine', () => {
  it('covers the seven fund status codes, and ARCHITECTURE.md shows exactly its table', () => {
    expect(Object.keys(fundRequestTransitions).sort()).toEqual(Object.keys(fundRequestStatuses).sort());
    expect(documentedTable()).toEqual(fundRequestTransitions);
  });

  it('allows only the transitions of the table', () => {
    const statuses = Object.keys(fundRequestStatuses) as FundRequestStatus[];
    for (const from of statuses)
      for (const to of statuses) {
        if (fundRequestTransitions[from].includes(to))
          expect(() => assertFundTransition(from, to)).not.toThrow();
        else expect(() => assertFundTransition(from, to)).toThrow(IllegalFundTransitionError);
      }
  });

  it('lets the client withdraw only pending requests, and ends in CLS, CAN and REJ', () => {
    expect((['PND', 'ACK', 'PTC', 'APV', 'CLS', 'CAN', 'REJ'] as const).filter(canCancelFundRequest)).toEqual(
      ['PND', 'ACK'],
    );
    expect(
      (Object.keys(fundRequestStatuses) as FundRequestStatus[]).filter(isFinalFundStatus).sort(),
    ).toEqual(['CAN', 'CLS', 'REJ']);
  });
});
