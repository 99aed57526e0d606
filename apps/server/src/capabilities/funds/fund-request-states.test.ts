import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fundRequestStatuses, type FundRequestStatus } from '@lantau/contract';
import { repositoryRoot } from '../../platform/config/repository-root';
import { IllegalTransitionError, documentedTransitions } from '../../platform/workflow/state-machine';
import { canCancelFundRequest, fundRequestStates } from './fund-request-states';

const architecture = readFileSync(path.join(repositoryRoot, 'ARCHITECTURE.md'), 'utf8');

describe('the fund request state machine', () => {
  it('covers the seven fund status codes, and ARCHITECTURE.md shows exactly its table', () => {
    expect(Object.keys(fundRequestStates.transitions).sort()).toEqual(
      Object.keys(fundRequestStatuses).sort(),
    );
    expect(documentedTransitions(architecture, 'fund-request')).toEqual(fundRequestStates.transitions);
  });

  it('allows only the transitions of the table', () => {
    const statuses = Object.keys(fundRequestStatuses) as FundRequestStatus[];
    for (const from of statuses)
      for (const to of statuses) {
        if (fundRequestStates.transitions[from].includes(to))
          expect(() => fundRequestStates.assert(from, to)).not.toThrow();
        else expect(() => fundRequestStates.assert(from, to)).toThrow(IllegalTransitionError);
      }
    expect(() => fundRequestStates.assert(null, 'PND')).not.toThrow();
    expect(() => fundRequestStates.assert(null, 'APV')).toThrow(IllegalTransitionError);
  });

  it('lets the client withdraw only pending requests, and ends in CLS, CAN and REJ', () => {
    expect((['PND', 'ACK', 'PTC', 'APV', 'CLS', 'CAN', 'REJ'] as const).filter(canCancelFundRequest)).toEqual(
      ['PND', 'ACK'],
    );
    expect(
      (Object.keys(fundRequestStatuses) as FundRequestStatus[]).filter(fundRequestStates.isFinal).sort(),
    ).toEqual(['CAN', 'CLS', 'REJ']);
  });
});
