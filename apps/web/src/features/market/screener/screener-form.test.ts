import { describe, expect, it } from 'vitest';
import { emptyScreenerForm, screenerFormSchema, toConditions, toFormValues } from './screener-form';

describe('screener form values', () => {
  it('send percents divided by 100 and bring them back as typed', () => {
    const values = {
      ...emptyScreenerForm('HK'),
      chpFrom: '-3.5',
      chpYTDTo: '12',
      nominalFrom: '5',
      volumeFrom: '1000',
    };
    const conditions = toConditions(values);
    expect(conditions).toEqual({
      market: 'HK',
      chpFrom: '-0.035',
      chpYTDTo: '0.12',
      nominalFrom: '5',
      volumeFrom: 1000,
    });
    expect(toFormValues(conditions)).toEqual(values);
  });

  it('name the problem of each field by a text key', () => {
    const problems = (values: Partial<ReturnType<typeof emptyScreenerForm>>) => {
      const result = screenerFormSchema.safeParse({ ...emptyScreenerForm('HK'), ...values });
      return result.success
        ? {}
        : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
    };
    expect(problems({})).toEqual({ nominalFrom: 'screener:problems.empty' });
    expect(problems({ volumeFrom: '10', volumeTo: '5' })).toEqual({ volumeTo: 'screener:problems.order' });
    expect(problems({ nominalFrom: '0' })).toEqual({ nominalFrom: 'screener:problems.range' });
    expect(problems({ chpFrom: '-150' })).toEqual({ chpFrom: 'screener:problems.range' });
    expect(problems({ chpTo: '-2', turnoverFrom: '1' })).toEqual({});
  });
});
