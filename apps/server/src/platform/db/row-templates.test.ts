import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { jsonb } from './jsonb';
import { rowParams, rowShape } from './row-templates';

describe('row templates', () => {
  it("names a row's shape by its columns in order and the kind of each value, as Kysely writes them", () => {
    const row = {
      order_id: 'O1',
      fees: jsonb([{ fee: '1' }]),
      reason: null,
      note: undefined,
      at: new Date(0),
    };
    expect(rowShape(row)).toBe('order_id:v,fees:j,reason:v,at:v,');
    // Same columns in another order: another statement.
    expect(rowShape({ at: new Date(0), order_id: 'O2', fees: jsonb([]), reason: 'x' })).not.toBe(
      rowShape(row),
    );
    // A value with SQL of its own (not a jsonb value) has no shape: such a statement is built as it is.
    expect(rowShape({ order_id: 'O1', updated_at: sql`now()` })).toBeNull();
  });

  it("binds a row's values under its prefix, a jsonb value as its JSON text, leaving out undefined", () => {
    const params: Record<string, unknown> = {};
    rowParams(
      { order_id: 'O1', fees: jsonb([{ fee: '1' }]), quantity: 100, note: undefined },
      'row1.',
      params,
    );
    expect(params).toEqual({ 'row1.order_id': 'O1', 'row1.fees': '[{"fee":"1"}]', 'row1.quantity': 100 });
  });
});
