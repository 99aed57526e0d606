import { describe, expect, it } from 'vitest';
import { ipoTermsSchema } from '@lantau/contract';
import {
  blankIpoDraft,
  draftOfIpo,
  generateQuantities,
  ipoDraftSchema,
  termsOfDraft,
  type IpoDraft,
} from './ipo-draft';
import { staffIpoFixture } from '../../../test/staff-ipo';

const draft: IpoDraft = {
  ...blankIpoDraft,
  stockCode: '2626',
  name: { en_US: 'Lantau Robotics', zh_HK: '大嶼機械人', zh_CN: '大屿机器人' },
  priceKind: 'RANGE',
  offerPriceLow: '8.5',
  offerPriceHigh: '10',
  lotSize: '500',
  sharesOffered: '10000000',
  quantities: generateQuantities(500, 3),
  financing: 'ON',
  maxRatio: '90',
  annualRate: '3.88',
  minLoan: '10000',
  maxLoan: '5000000',
  perTransactionLimit: '5000000',
  pool: '100000000',
  financingDays: '7',
  openAt: '2026-12-01T09:00',
  financedCutoffAt: '2026-12-03T09:00',
  cashCutoffAt: '2026-12-04T09:00',
  closeAt: '2026-12-04T12:00',
  priceFixingDate: '2026-12-05',
  resultsDate: '2026-12-07',
  greyMarketDate: '2026-12-07',
  listingDate: '2026-12-08',
};

const problems = (value: IpoDraft) =>
  Object.fromEntries(
    (ipoDraftSchema.safeParse(value).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe("the IPO desk's form", () => {
  it('turns what was typed into terms the contract accepts', () => {
    expect(problems(draft)).toEqual({});
    const terms = termsOfDraft(draft);
    expect(ipoTermsSchema.parse(terms)).toEqual(terms);
    expect(terms).toMatchObject({
      stockCode: '02626',
      offerPriceLow: '8.5',
      quantities: [500, 1000, 1500],
      // Percentages typed, fractions sent.
      financing: { maxRatio: '0.9', annualRate: '0.0388', financingDays: 7, pool: '100000000' },
      // Hong Kong wall time typed, an instant with its offset sent.
      openAt: '2026-12-01T09:00:00+08:00',
      closeAt: '2026-12-04T12:00:00+08:00',
    });
  });

  it('sends no financing and no lower price when they are off, whatever their fields hold', () => {
    const fixed = { ...draft, priceKind: 'FIXED', financing: 'OFF', annualRate: '', pool: 'x' } as const;
    expect(problems(fixed)).toEqual({});
    expect(termsOfDraft(fixed)).toMatchObject({ offerPriceLow: null, financing: null });
  });

  it("refuses each wrong field with its own tip, by the contract's schema for it", () => {
    expect(
      problems({
        ...draft,
        stockCode: '123456',
        offerPriceLow: '',
        offerPriceHigh: '10.1234567',
        quantities: '500\n1,0x0',
        cashHandlingFee: '50.123',
        annualRate: '',
        financingDays: '90',
        openAt: '',
        listingDate: '2026-13-40',
      }),
    ).toEqual({
      stockCode: 'backoffice:ipo.tips.stockCode',
      offerPriceLow: 'form.required',
      offerPriceHigh: 'backoffice:ipo.tips.price',
      quantities: 'backoffice:ipo.tips.quantities',
      cashHandlingFee: 'backoffice:ipo.tips.fee',
      annualRate: 'form.required',
      financingDays: 'backoffice:ipo.tips.days',
      openAt: 'form.required',
      listingDate: 'backoffice:ipo.tips.date',
    });
  });

  it('brings an issue back into the form in Hong Kong time and percent, and out again unchanged', () => {
    const ipo = staffIpoFixture();
    const again = draftOfIpo(ipo);
    expect(again).toMatchObject({
      stockCode: '02626',
      priceKind: 'RANGE',
      maxRatio: '90',
      annualRate: '3.88',
      quantities: '500\n1000\n1500',
      openAt: '2026-11-23T09:00',
      closeAt: '2026-11-26T12:00',
    });
    const terms = termsOfDraft(again);
    expect(Date.parse(terms.openAt)).toBe(Date.parse(ipo.openAt));
    expect(terms.financing).toMatchObject({ maxRatio: '0.9', annualRate: '0.0388' });
  });

  it('generates 1 to N board lots', () => {
    expect(generateQuantities(200, 4)).toBe('200\n400\n600\n800');
  });
});

describe("the form's rules between fields (checkIpoTerms, the server's E7071)", () => {
  it('says at once when the dates are out of order, on the listing date', () => {
    expect(problems({ ...draft, listingDate: '2026-12-07' })).toEqual({
      listingDate: 'backoffice:ipo.tips.problems.DATES_OUT_OF_ORDER',
    });
  });

  it('says when a quantity is not a multiple of the lot, or the range is upside down', () => {
    expect(problems({ ...draft, quantities: '500\n750' })).toEqual({
      quantities: 'backoffice:ipo.tips.problems.QUANTITIES',
    });
    expect(problems({ ...draft, offerPriceLow: '12' })).toEqual({
      offerPriceLow: 'backoffice:ipo.tips.problems.PRICE_RANGE',
    });
  });
});
