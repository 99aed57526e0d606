import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { jsonb } from './jsonb';
import { rowShape, rowTemplates, rowValues } from './row-templates';

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

  it("lists rows' values in their templates' order, a jsonb value as its JSON text, leaving out undefined", () => {
    const rows = [
      { order_id: 'O1', fees: jsonb([{ fee: '1' }]), quantity: 100, note: undefined },
      { order_id: 'O1', reason: null },
    ];
    expect(rowValues(rows, ['key'])).toEqual(['key', 'O1', '[{"fee":"1"}]', 100, 'O1', null]);
    const placeholders = new Proxy({}, { get: (_, name) => `<${String(name)}>` });
    expect(rowTemplates(rows, placeholders, 1)).toEqual([
      { order_id: '<1>', fees: expect.anything(), quantity: '<3>' },
      { order_id: '<4>', reason: '<5>' },
    ]);
  });
});
