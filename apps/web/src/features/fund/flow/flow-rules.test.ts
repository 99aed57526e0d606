import { describe, expect, it } from 'vitest';
import { certificateMaxBytes, maxMoneyAmount, type BrokerConfigEntry } from '@lantau/contract';
import { ApiError } from '../../../shared/api/api-error';
import { i18n, initI18n } from '../../../shared/i18n';
import { amountProblem, wireAmount } from './amount-rules';
import { flowSteps, missingStep, stepIndex, stepRoute } from './flow-steps';
import { SubmissionKey } from './submission-key';
import { certificateProblem } from '../deposit/certificate-rules';
import { defaultFundRange, rangeProblem } from '../record/record-range';
import { isWithdrawable, statusColor } from '../record/status-colors';
import { openFundPages } from '../fund-gates';
import { fundPages } from '../../../shared/url/fund-paths';

describe('fund step flows', () => {
  it('deposit has the extra method step between currency and details; the others go straight to details', () => {
    expect(flowSteps.deposit).toEqual(['currency', 'method', 'details', 'confirm', 'done']);
    expect(flowSteps.withdrawal).toEqual(['currency', 'details', 'done']);
    expect(stepIndex('deposit', 'details')).toBe(2);
    expect(stepRoute('deposit', 'confirm')).toBe('confirmation');
    expect(stepRoute('withdrawal', 'details')).toBe('form_submission');
  });

  it('a later step opened without the earlier choices sends the user back to the first one missing', () => {
    expect(
      missingStep('deposit', 'confirm', { currency: true, method: true, details: true }),
    ).toBeUndefined();
    expect(missingStep('deposit', 'confirm', { currency: true, details: true })).toBe('method');
    expect(missingStep('deposit', 'details', {})).toBe('currency');
    expect(missingStep('deposit', 'currency', {})).toBeUndefined();
  });
});

describe('amounts', () => {
  it('are decimals compared exactly, inclusive at the limits', () => {
    expect(amountProblem('')).toBe('required');
    expect(amountProblem('.')).toBe('required');
    expect(amountProblem('0.00')).toBe('notPositive');
    expect(amountProblem('99.99', { min: '100' })).toBe('belowMinimum');
    expect(amountProblem('100', { min: '100' })).toBeUndefined();
    expect(amountProblem('0.30', { max: '0.3' })).toBeUndefined();
    expect(amountProblem('0.31', { max: '0.3' })).toBe('aboveMaximum');
    expect(amountProblem('123456789012.01', { max: '123456789012' })).toBe('aboveMaximum');
  });

  it("stop at the contract's maximum, whatever the form's own limits", () => {
    expect(amountProblem(maxMoneyAmount)).toBeUndefined();
    expect(amountProblem(`${maxMoneyAmount}.01`)).toBe('tooLarge');
    expect(amountProblem('999999999999999999.99', { min: '100' })).toBe('tooLarge');
  });

  it('say what the maximum is, in each language', async () => {
    await initI18n('en');
    const said = async (language: string) => {
      await i18n.changeLanguage(language);
      await i18n.loadNamespaces('fund');
      return i18n.t('fund:common.amountProblem.tooLarge');
    };
    expect(await said('en')).toBe('The amount can be at most 1,000,000,000,000.');
    expect(await said('zh-HK')).toBe('金額最多為 1,000,000,000,000。');
    expect(await said('zh-CN')).toBe('金额最多为 1,000,000,000,000。');
  });

  it('travel as strings with two decimal places', () => {
    expect(wireAmount('1000.5')).toBe('1000.50');
    expect(wireAmount('0.1')).toBe('0.10');
  });
});

describe('the transfer certificate', () => {
  it('must be a PNG, JPEG, WebP or PDF file of at most 10 MB: what the server takes', () => {
    expect(certificateMaxBytes).toBe(10 * 1024 * 1024);
    expect(certificateProblem({ type: 'image/png', size: certificateMaxBytes })).toBeUndefined();
    expect(certificateProblem({ type: 'application/pdf', size: certificateMaxBytes })).toBeUndefined();
    expect(certificateProblem({ type: 'image/jpeg', size: certificateMaxBytes + 1 })).toBe('tooLarge');
    expect(certificateProblem({ type: 'application/pdf', size: certificateMaxBytes + 1 })).toBe('tooLarge');
    expect(certificateProblem({ type: 'image/gif', size: 1000 })).toBe('wrongType');
    expect(certificateProblem({ type: '', size: 1000 })).toBe('wrongType');
    expect(certificateProblem({ type: 'image/webp', size: 0 })).toBe('empty');
  });
});

describe('fund records', () => {
  it('colour pending and processing amber, completed green, cancelled grey, rejected red', () => {
    expect(['PND', 'ACK', 'PTC', 'APV'].map(statusColor)).toEqual(['yellow', 'yellow', 'yellow', 'yellow']);
    expect([statusColor('CLS'), statusColor('CAN'), statusColor('REJ')]).toEqual(['green', 'gray', 'red']);
  });

  it('let only a request nobody has started on be withdrawn', () => {
    expect(['PND', 'ACK', 'PTC', 'APV', 'CLS', 'CAN', 'REJ'].filter(isWithdrawable)).toEqual(['PND', 'ACK']);
  });

  it('search at most FundHistRangeLimit days, both ends counted', () => {
    expect(rangeProblem('2026-01-01', '2026-01-31', 31)).toBeUndefined();
    expect(rangeProblem('2026-01-01', '2026-02-01', 31)).toBe('tooLong');
    expect(rangeProblem('2026-02-01', '2026-01-01', 31)).toBe('reversed');
    const range = defaultFundRange(7, Date.parse('2026-03-10T04:00:00Z'));
    expect(range).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(rangeProblem(range.from, range.to, 7)).toBeUndefined();
  });
});

describe('the Idempotency-Key of a submission', () => {
  const keys = () => {
    let n = 0;
    return new SubmissionKey(() => `key-${++n}`);
  };

  it('is reused for a retry after no answer, and renewed after an answer or a changed form', () => {
    const key = keys();
    const first = key.for({ amount: '100.00' });
    key.settled(new ApiError('NETWORK', 'offline', 'api-1'));
    expect(key.for({ amount: '100.00' })).toBe(first);
    key.settled();
    expect(key.for({ amount: '100.00' })).not.toBe(first);
    const third = key.for({ amount: '100.00' });
    expect(key.for({ amount: '200.00' })).not.toBe(third);
  });

  it('is renewed after the server refused the request', () => {
    const key = keys();
    const first = key.for({ amount: '1' });
    key.settled(new ApiError('E1000', 'refused', 'api-2'));
    expect(key.for({ amount: '1' })).not.toBe(first);
  });
});

describe('the fund pages a broker opens', () => {
  it("follow each sub-area's switch; the transfer and the records have none", () => {
    const config: BrokerConfigEntry[] = [
      { key: 'WebFundInEnable', value: true },
      { key: 'WebFundOutEnable', value: false },
      { key: 'WebFundExEnable', value: true },
    ];
    expect(openFundPages(fundPages, config)).toEqual(['deposit', 'exchange', 'transfer', 'record']);
    expect(openFundPages(fundPages, [])).toEqual(['transfer', 'record']);
  });
});
