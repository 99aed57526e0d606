import { describe, expect, it } from 'vitest';
import { amendDefaults, amendSchema } from './amend-order-form';
import { sampleOrder } from './test/sample-order';

describe('the amend form', () => {
  const order = sampleOrder({ price: '380.000', quantity: 200, filledQuantity: 0 });
  const problemsOf = (change: Partial<ReturnType<typeof amendDefaults>>) => {
    const parsed = amendSchema(order).safeParse({ ...amendDefaults(order), ...change });
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };

  it("keeps price and quantity within the contract's maximum", () => {
    expect(problemsOf({ price: '10000000', quantity: '1000000000' })).toEqual([]);
    expect(problemsOf({ price: '10000000.001' })).toEqual(['price:trade:ticket.problems.priceTooHigh']);
    expect(problemsOf({ quantity: '1000000001' })).toEqual([
      'quantity:trade:ticket.problems.quantityTooLarge',
    ]);
  });
});
