import type common from './locales/en/common.json';
import type landing from './locales/en/landing.json';
import type articles from './locales/en/articles.json';
import type errors from './locales/en/errors.json';
import type market from './locales/en/market.json';
import type trade from './locales/en/trade.json';
import type account from './locales/en/account.json';
import type dividends from './locales/en/dividends.json';
import type statements from './locales/en/statements.json';
import type fund from './locales/en/fund.json';
import type backoffice from './locales/en/backoffice.json';
import type backofficeclients from './locales/en/backofficeclients.json';
import type messages from './locales/en/messages.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      landing: typeof landing;
      articles: typeof articles;
      /** The user-facing messages of spec section 8, for every feature. */
      errors: typeof errors;
      /** Quotes, charts, indices and the market pages. */
      market: typeof market;
      /** Order entry, order history and the order vocabulary (sides, types, statuses, reasons, fees). */
      trade: typeof trade;
      /** Home, account overview and record. */
      account: typeof account;
      dividends: typeof dividends;
      /** Account statements and notifications. */
      statements: typeof statements;
      /** Deposit, withdrawal, exchange, transfer and fund records. */
      fund: typeof fund;
      /** The staff back office: login, queues, audit trail. */
      backoffice: typeof backoffice;
      /** The back office's quote plan applications, announcements and client look-up. */
      backofficeclients: typeof backofficeclients;
      /** The message center and its in-app notices. */
      messages: typeof messages;
    };
  }
}
