import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  feeItems,
  marginStates,
  orderAccountOptions,
  orderConditions,
  orderRejectReasons,
  orderSides,
  orderTypes,
  spreadTableIDs,
  timesInForce,
  type FeeSchedule as ContractFeeSchedule,
  type OrderRejectReason,
  type SpreadTableID,
} from '@lantau/contract';
import {
  FEE_ITEMS,
  MARGIN_STATES,
  ORDER_ACCOUNT_OPTIONS,
  ORDER_CONDITIONS,
  ORDER_PROBLEMS,
  ORDER_SIDES,
  ORDER_TYPES,
  SPREAD_TABLE_IDS,
  TIMES_IN_FORCE,
  type FeeSchedule,
  type OrderProblem,
  type SpreadTableId,
} from '@lantau/domain';

// The domain depends on nothing, so it spells the contract's trading words again; this test fails when the two
// drift apart (a reason the server's checks give must be one the API can carry and translate, a spread table the
// server names must be one the ticket can step on).
describe('the domain and the contract name orders with the same words', () => {
  it.each([
    ['reject reasons', ORDER_PROBLEMS, orderRejectReasons],
    ['sides', ORDER_SIDES, orderSides],
    ['order types', ORDER_TYPES, orderTypes],
    ['times in force', TIMES_IN_FORCE, timesInForce],
    ['conditions', ORDER_CONDITIONS, orderConditions],
    ['order account options', ORDER_ACCOUNT_OPTIONS, orderAccountOptions],
    ['fee items', FEE_ITEMS, feeItems],
    ['margin states', MARGIN_STATES, marginStates],
    ['spread tables', SPREAD_TABLE_IDS, spreadTableIDs],
  ])('%s', (_name, domainWords, contractWords) => {
    expect([...domainWords]).toEqual([...contractWords]);
  });
  it('as types too', () => {
    expectTypeOf<OrderProblem>().toEqualTypeOf<OrderRejectReason>();
    expectTypeOf<SpreadTableId>().toEqualTypeOf<SpreadTableID>();
    // A schedule the API carries is one the domain's fee calculator computes with.
    expectTypeOf<ContractFeeSchedule>().toExtend<FeeSchedule>();
  });
});
