import { describe, expect, it } from 'vitest';
import { instrumentTypeProblem, isInstrumentTypeAllowed, offeredInstrumentTypes } from './instrument-types';

describe("the broker's instrument types (InstTypeHK, InstTypeMA, InstTypeMZ)", () => {
  const kowloon = { InstTypeHK: ['EQTY', 'ETF', 'REIT'], InstTypeMA: [], InstTypeMZ: ['EQTY'] };

  it('offers on each exchange exactly the types its list names; an empty list offers nothing', () => {
    expect(isInstrumentTypeAllowed(kowloon, 'HK', 'REIT')).toBe(true);
    expect(isInstrumentTypeAllowed(kowloon, 'HK', 'WRNT')).toBe(false);
    expect(isInstrumentTypeAllowed(kowloon, 'MA', 'EQTY')).toBe(false);
    expect(isInstrumentTypeAllowed(kowloon, 'MZ', 'EQTY')).toBe(true);
    expect(isInstrumentTypeAllowed(kowloon, 'MZ', 'ETF')).toBe(false);
  });

  it('offers every type where the broker set no list, and on exchanges without a key', () => {
    expect(isInstrumentTypeAllowed({}, 'HK', 'CBBC')).toBe(true);
    expect(isInstrumentTypeAllowed(kowloon, 'US', 'ETF')).toBe(true);
    expect(isInstrumentTypeAllowed(kowloon, 'SS', 'EQTY')).toBe(true);
  });

  it('refuses buys of a type not offered, never sells', () => {
    expect(instrumentTypeProblem(kowloon, 'HK', 'WRNT', 'BUY')).toBe('INSTRUMENT_TYPE_NOT_ALLOWED');
    expect(instrumentTypeProblem(kowloon, 'HK', 'WRNT', 'SELL')).toBeNull();
    expect(instrumentTypeProblem(kowloon, 'HK', 'EQTY', 'BUY')).toBeNull();
  });
});

describe('offeredInstrumentTypes', () => {
  it("lists a market's types offered on any of its exchanges", () => {
    const lists = { InstTypeHK: ['EQTY', 'REIT'], InstTypeMA: ['EQTY'], InstTypeMZ: ['ETF'] };
    const all = ['EQTY', 'ETF', 'WRNT', 'REIT'] as const;
    expect(offeredInstrumentTypes(lists, 'HK', all)).toEqual(['EQTY', 'REIT']);
    expect(offeredInstrumentTypes(lists, 'MA^MZ', all)).toEqual(['EQTY', 'ETF']);
    expect(offeredInstrumentTypes(lists, 'US', all)).toEqual(all);
  });
});
