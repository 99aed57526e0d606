import { describe, expect, it } from 'vitest';
import {
  apiLanguages,
  brokerConfigKeys,
  brokerConfigSchemas,
  brokerSummarySchema,
  currencyCodes,
  marketCodes,
  tipKeys,
} from '@lantau/contract';
import { isStrongPassword } from '@lantau/domain';
import { findInstrument, type UniverseMarket } from '@lantau/exchange';
import { demoBrokers, logoPathOf } from './demo-brokers';
import { accountScreenDemoClients, demoClients, quotePlanDemoClients } from './demo-clients';
import { demoTextOverrides } from './demo-text-overrides';
import { demoTipsOf } from './demo-tips';
import { marketsOfCurrencies } from './demo-openings';

const homeCurrencies = ['CNY', 'HKD', 'USD'];
const worldCurrencies = ['GBP', 'HKD', 'JPY', 'SGD', 'USD'];

const brokerNamed = (displayCode: string) => {
  const broker = demoBrokers.find((candidate) => candidate.displayCode === displayCode);
  if (!broker) throw new Error(`no demo broker ${displayCode}`);
  return broker;
};

describe('demo brokers', () => {
  it("configure every one of the 37 keys (the spec's 34, BrokerageRates, WebOldVersionLink and WebSessionAbsoluteTimeoutSeconds) with a value the contract accepts", () => {
    expect(brokerConfigKeys).toHaveLength(37);
    for (const broker of demoBrokers) {
      expect(Object.keys(broker.configuration).sort(), broker.displayCode).toEqual(
        [...brokerConfigKeys].sort(),
      );
      for (const key of brokerConfigKeys) {
        expect(
          brokerConfigSchemas[key].safeParse(broker.configuration[key]).success,
          `${broker.displayCode} ${key}`,
        ).toBe(true);
      }
    }
  });

  it('describe themselves as the broker list does', () => {
    for (const broker of demoBrokers) {
      const summary = {
        brokerCode: broker.brokerCode,
        displayCode: broker.displayCode,
        name: broker.name,
        logoUrl: logoPathOf(broker.displayCode),
        primaryColor: broker.primaryColor,
        languages: broker.languages,
      };
      expect(brokerSummarySchema.parse(summary)).toEqual(summary);
      expect([...broker.languages].sort()).toEqual([...apiLanguages].sort());
    }
  });

  it('differ in what they enable, so the demo shows each switch both ways', () => {
    const [lantau, kowloon, victoria] = ['lantau', 'kowloon', 'victoria'].map(
      (displayCode) => brokerNamed(displayCode).configuration,
    );
    expect([lantau!.WebTwoFAChannel, kowloon!.WebTwoFAChannel, victoria!.WebTwoFAChannel]).toEqual([
      'SMS',
      'Email',
      'APP_OTP',
    ]);
    expect(lantau!.WebEnableTradeMarket).toEqual(['HK', 'US', 'MA^MZ', 'SS^SZ', 'JP', 'SG^SI', 'GB^GP']);
    expect(brokerNamed('kowloon').languages[0]).toBe('zh_HK');
    const switches = [
      'WebEnableTradeMarket',
      'WebEIPOEnable',
      'WebStatementEnable',
      'WebExtStatementEnable',
      'WebFundExEnable',
      'WebDividendSelectionEnable',
      'WebGreyMarketEnable',
      'WebFundInSuspendDDA',
      'WebOddLotOrderEnable',
      'WebPNLEnable',
      'WebSessionTimeoutSeconds',
    ] as const;
    for (const key of switches) {
      const values = new Set(demoBrokers.map((broker) => JSON.stringify(broker.configuration[key])));
      expect(values.size, key).toBeGreaterThan(1);
    }
  });

  it('have every tip in every language, with a long disclaimer naming the broker', () => {
    for (const broker of demoBrokers) {
      const tips = demoTipsOf(broker);
      expect(Object.keys(tips)).toEqual([...tipKeys]);
      for (const text of Object.values(tips)) {
        for (const language of apiLanguages) expect(text[language].trim().length).toBeGreaterThan(20);
      }
      for (const language of apiLanguages) {
        expect(tips.LoginDisclaimer[language].split('\n\n').length).toBeGreaterThanOrEqual(6);
        expect(tips.LoginDisclaimer[language]).toContain(broker.name[language]);
      }
    }
  });

  it('override the login texts for Kowloon and Victoria only, in all three languages', () => {
    expect(Object.keys(demoTextOverrides).sort()).toEqual(['KLN', 'VIC']);
    for (const texts of Object.values(demoTextOverrides)) {
      expect(Object.keys(texts).sort()).toEqual(['login.subtitle', 'login.title']);
      for (const text of Object.values(texts))
        expect(Object.keys(text).sort()).toEqual([...apiLanguages].sort());
    }
  });
});

describe('demo clients', () => {
  it('have unique ids, strong passwords and a base32 TOTP secret', () => {
    expect(new Set(demoClients.map((client) => client.userId)).size).toBe(demoClients.length);
    for (const client of demoClients) {
      expect(isStrongPassword(client.password), client.userId).toBe(true);
      expect(client.userId.startsWith(client.brokerCode)).toBe(true);
      expect(client.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
      expect(client.mobile).toEqual({ areaCode: '+852', number: expect.stringMatching(/^[569]\d{7}$/) });
      expect(client.email).toMatch(/^[^@\s]+@[^@\s]+$/);
    }
  });

  it('give each broker two or three clients, one of them with a password to change', () => {
    // The quote-plan and account-screen clients are extra, ready to use (no tasks), for showing and testing.
    const extras = [...quotePlanDemoClients, ...accountScreenDemoClients];
    const portalClients = demoClients.filter((client) => !extras.includes(client));
    for (const broker of demoBrokers) {
      const clients = portalClients.filter((client) => client.brokerCode === broker.brokerCode);
      expect(clients.length).toBeGreaterThanOrEqual(2);
      expect(clients.length).toBeLessThanOrEqual(3);
      expect(clients.filter((client) => client.mustChangePassword)).toHaveLength(1);
      // The additional agreement is pending for the client who must change the password and one other.
      const pending = clients.filter((client) => !client.acceptedAdditionalAgreement);
      expect(pending.filter((client) => !client.mustChangePassword)).toHaveLength(1);
      expect(pending.filter((client) => client.mustChangePassword)).toHaveLength(1);
    }
  });

  it('hold cash in HKD, USD and CNY, or abroad in JPY, SGD and GBP, and whole lots of markets they trade', () => {
    const accountNumbers = demoClients.flatMap((client) =>
      client.accounts.map((account) => account.accountNumber),
    );
    expect(new Set(accountNumbers).size).toBe(accountNumbers.length);
    for (const client of demoClients) {
      const traded = brokerNamed(
        demoBrokers.find((broker) => broker.brokerCode === client.brokerCode)?.displayCode ?? '',
      ).configuration.WebEnableTradeMarket as string[];
      const currencies = new Set(client.accounts.flatMap((account) => Object.keys(account.cash)));
      // LTU1009 trades Tokyo, Singapore and London; every other client the home markets.
      const expected = client.userId === 'LTU1009' ? worldCurrencies : homeCurrencies;
      expect([...currencies].sort(), client.userId).toEqual(expected);
      for (const currency of currencies) expect(currencyCodes).toContain(currency);
      for (const account of client.accounts) {
        const accountMarkets = marketsOfCurrencies(Object.keys(account.cash));
        for (const holding of account.holdings) {
          expect(accountMarkets, `${account.accountNumber} ${holding.stockCode}`).toContain(holding.market);
          const instrument = findInstrument(holding.market as UniverseMarket, holding.stockCode);
          expect(instrument, `${holding.market} ${holding.stockCode}`).toBeDefined();
          expect(Number(holding.quantity) % instrument!.lotSize, holding.stockCode).toBe(0);
        }
      }
      for (const holding of client.accounts.flatMap((account) => account.holdings)) {
        expect(marketCodes).toContain(holding.market);
        expect(traded, `${client.userId} ${holding.stockCode}`).toContain(holding.market);
        expect(holding.averageCost).toMatch(/^\d+\.\d+$/);
        if (holding.market === 'HK') expect(holding.stockCode).toMatch(/^\d{5}$/);
        if (holding.market === 'US') expect(holding.stockCode).toMatch(/^[A-Z]{1,5}$/);
        if (holding.market === 'MA^MZ' || holding.market === 'SS^SZ') {
          expect(holding.stockCode).toMatch(/^\d{6}$/);
          expect(Number(holding.quantity) % 100).toBe(0);
        }
      }
    }
  });
});
