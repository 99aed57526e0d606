import { describe, expect, it } from 'vitest';
import { validatorCompiler } from 'fastify-type-provider-zod';
import {
  getBrokerConfigurations,
  patchUserConfigurations,
  getTimeTables,
  postBrokerFeature,
  type ApiLanguage,
} from '@lantau/contract';
import type { z } from 'zod';
import {
  errorCodeForIssues,
  publicIssues,
  toFieldIssues,
  type ValidationContext,
  type ValidationFailure,
} from './field-issues';

function failuresOf(schema: z.ZodType | undefined, data: unknown): ValidationFailure[] {
  if (!schema) throw new Error('schema expected');
  const result = validatorCompiler({ schema, method: 'GET', url: '/', httpPart: 'querystring' })(data) as {
    error?: ValidationFailure[];
  };
  return result.error ?? [];
}

function issues(
  schema: z.ZodType | undefined,
  data: unknown,
  context: ValidationContext,
  language: ApiLanguage,
) {
  return toFieldIssues(failuresOf(schema, data), context, data, language);
}

describe('toFieldIssues', () => {
  it('reports a missing body as the body', () => {
    expect(publicIssues(issues(postBrokerFeature.body, undefined, 'body', 'en_US'))).toEqual([
      { path: 'body', message: 'Required.' },
    ]);
  });

  it('names the field with the request part and localizes a missing field', () => {
    const query = getBrokerConfigurations.query;
    expect(publicIssues(issues(query, {}, 'querystring', 'en_US'))).toEqual([
      { path: 'query.key', message: 'Required.' },
    ]);
    expect(issues(query, {}, 'querystring', 'zh_HK')[0]?.message).toBe('必須提供。');
    expect(issues(query, {}, 'querystring', 'zh_CN')[0]?.message).toBe('必须提供。');
  });

  it('tells a wrong type from a missing one', () => {
    const [issue] = issues(getBrokerConfigurations.query, { key: ['a', 'b'] }, 'querystring', 'en_US');
    expect(issue).toMatchObject({ path: 'query.key', message: 'Expected text.', kind: 'invalid_type' });
  });

  it('points at the list item of an unknown key', () => {
    const [issue] = issues(
      getBrokerConfigurations.query,
      { key: 'WebOtpLength,Nope' },
      'querystring',
      'en_US',
    );
    expect(issue).toMatchObject({
      path: 'query.key.1',
      message: 'Not a known value.',
      kind: 'invalid_value',
    });
  });

  it('lists the allowed values when there are few', () => {
    const [issue] = issues(getBrokerConfigurations.params, { brokerCode: 'lower' }, 'params', 'en_US');
    expect(issue).toMatchObject({ path: 'params.brokerCode', message: 'Wrong format.' });
    const [feature] = issues(postBrokerFeature.body, { featureKey: 'NOPE' }, 'body', 'zh_HK');
    expect(feature).toMatchObject({ path: 'body.featureKey', message: '不是可接受的值。' });
  });

  it('explains lengths and counts', () => {
    const [tooLong] = issues(
      getTimeTables.query,
      { market: 'HK', subMarket: 'ABCDEFGHIJ' },
      'querystring',
      'en_US',
    );
    expect(tooLong?.message).toBe('Must be at most 8 characters.');
    const [empty] = issues(getBrokerConfigurations.query, { key: ' , ' }, 'querystring', 'zh_CN');
    expect(empty?.message).toBe('最少 1 项。');
  });
});

describe('errorCodeForIssues', () => {
  const codes = getBrokerConfigurations.invalidInputCodes;

  it('uses the call’s code for an unknown value under a mapped field', () => {
    const found = issues(getBrokerConfigurations.query, { key: 'Nope,Other' }, 'querystring', 'en_US');
    expect(found).toHaveLength(2);
    expect(errorCodeForIssues(found, codes)).toBe('E1002');
  });

  it('falls back to E1000 for malformed or missing input', () => {
    expect(errorCodeForIssues(issues(getBrokerConfigurations.query, {}, 'querystring', 'en_US'), codes)).toBe(
      'E1000',
    );
    const absentEnum = issues(postBrokerFeature.body, {}, 'body', 'en_US');
    expect(absentEnum).toEqual([{ path: 'body.featureKey', message: 'Required.', kind: 'missing' }]);
    expect(errorCodeForIssues(absentEnum, postBrokerFeature.invalidInputCodes)).toBe('E1000');
    const empty = issues(getBrokerConfigurations.query, { key: ',' }, 'querystring', 'en_US');
    expect(errorCodeForIssues(empty, codes)).toBe('E1000');
    const unmapped = issues(getBrokerConfigurations.query, { key: 'Nope' }, 'querystring', 'en_US');
    expect(errorCodeForIssues(unmapped, {})).toBe('E1000');
  });

  it('does not treat a longer field name as covered by a prefix', () => {
    const issue = { path: 'query.keyboard', message: '', kind: 'invalid_value' };
    expect(errorCodeForIssues([issue], codes)).toBe('E1000');
  });

  it('maps an unknown key of a settings map, but not a bad value of a known one', () => {
    const mapped = patchUserConfigurations.invalidInputCodes;
    const unknown = issues(patchUserConfigurations.body, { config: { NOPE: 1 } }, 'body', 'en_US');
    expect(unknown.map((issue) => issue.kind)).toEqual(['unrecognized_keys']);
    expect(errorCodeForIssues(unknown, mapped)).toBe('E1007');
    const badValue = issues(
      patchUserConfigurations.body,
      { config: { QUOTE_COLOR: 'BLUE' } },
      'body',
      'en_US',
    );
    expect(badValue.map((issue) => issue.path)).toEqual(['body.config.QUOTE_COLOR']);
    expect(errorCodeForIssues(badValue, mapped)).toBe('E1000');
  });
});
