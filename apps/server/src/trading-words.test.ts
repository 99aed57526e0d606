import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  orderAccountOptions,
  orderConditions,
  orderRejectReasons,
  orderSides,
  orderTypes,
  timesInForce,
  type OrderRejectReason,
} from '@lantau/contract';
import {
  ORDER_ACCOUNT_OPTIONS,
  ORDER_CONDITIONS,
  ORDER_PROBLEMS,
  ORDER_SIDES,
  ORDER_TYPES,
  TIMES_IN_FORCE,
  type OrderProblem,
} from '@lantau/domain';

// The domain depends on nothing, so it spells the contract's trading words again; this test fails when the two
// drift apart (a reason the server's checks give must be one the API can carry and translate).
describe('the domain and the contract name orders with the same words', () => {
  it.each([
    ['reject reasons', ORDER_PROBLEMS, orderRejectReasons],
    ['sides', ORDER_SIDES, orderSides],
    ['order types', ORDER_TYPES, orderTypes],
    ['times in force', TIMES_IN_FORCE, timesInForce],
    ['conditions', ORDER_CONDITIONS, orderConditions],
    ['order account options', ORDER_ACCOUNT_OPTIONS, orderAccountOptions],
  ])('%s', (_name, domainWords, contractWords) => {
    expect([...domainWords]).toEqual([...contractWords]);
  });
  it('as types too', () => {
    expectTypeOf<OrderProblem>().toEqualTypeOf<OrderRejectReason>();
  });
});
