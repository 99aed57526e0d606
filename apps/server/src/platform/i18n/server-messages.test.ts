import { describe, expect, it } from 'vitest';
import { apiLanguages, errorCodes } from '@lantau/contract';
import { errorMessages, featureMessages } from './server-messages';
import { toFieldIssues, type ValidationFailure } from '../http/field-issues';

const chinese = /[\u4e00-\u9fff]/;

describe('server messages', () => {
  it('has every error code in the three languages', () => {
    for (const code of errorCodes) {
      const message = errorMessages[code];
      expect(message.en_US, code).toMatch(/^[A-Z].*\.$/);
      expect(message.zh_HK, code).toMatch(chinese);
      expect(message.zh_CN, code).toMatch(chinese);
    }
    // Traditional and Simplified really differ where the characters do.
    expect(errorMessages.E1001.zh_HK).not.toBe(errorMessages.E1001.zh_CN);
  });

  it('has the feature messages in the three languages', () => {
    for (const message of Object.values(featureMessages)) {
      for (const language of apiLanguages) expect(message[language].length).toBeGreaterThan(3);
    }
  });
});

describe('field-issue messages', () => {
  const failure = (keyword: string, params: Record<string, unknown> = {}): ValidationFailure => ({
    keyword,
    instancePath: '/field',
    params,
  });
  const messages = (item: ValidationFailure) =>
    apiLanguages.map((language) => toFieldIssues([item], 'body', { field: 'present' }, language)[0]?.message);

  it.each([
    [failure('invalid_type', { expected: 'number' }), ['Expected a number.', '應為數字。', '应为数字。']],
    [
      failure('invalid_value', { values: ['A', 'B'] }),
      ['Must be one of: A, B.', '必須是以下其中之一：A、B。', '必须是以下之一：A、B。'],
    ],
    [
      failure('too_small', { origin: 'number', minimum: 1, inclusive: false }),
      ['Must be greater than 1.', '必須大於 1。', '必须大于 1。'],
    ],
    [
      failure('too_big', { origin: 'string', maximum: 8 }),
      ['Must be at most 8 characters.', '最多 8 個字元。', '最多 8 个字符。'],
    ],
    [
      failure('too_big', { origin: 'number', maximum: 5, inclusive: true }),
      ['Must be at most 5.', '不可大於 5。', '不可大于 5。'],
    ],
    [
      failure('invalid_format', { format: 'email' }),
      ['Not a valid e-mail address.', '電郵地址無效。', '电子邮件地址无效。'],
    ],
    [
      failure('unrecognized_keys', { keys: ['x', 'y'] }),
      ['Unknown field(s): x, y.', '不明的欄位：x、y。', '未知的字段：x、y。'],
    ],
    [failure('custom'), ['Invalid value.', '數值無效。', '数值无效。']],
  ])('localizes %j', (item, expected) => {
    expect(messages(item)).toEqual(expected);
  });
});
