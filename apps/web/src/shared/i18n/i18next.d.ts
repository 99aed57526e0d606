import type common from './locales/en/common.json';
import type landing from './locales/en/landing.json';
import type articles from './locales/en/articles.json';
import type errors from './locales/en/errors.json';
import type market from './locales/en/market.json';
import type trade from './locales/en/trade.json';
import type account from './locales/en/account.json';
import type dividends from './locales/en/dividends.json';
import type ipo from './locales/en/ipo.json';
import type statements from './locales/en/statements.json';
import type fund from './locales/en/fund.json';
import type backoffice from './locales/en/backoffice.json';
import type backofficeclients from './locales/en/backofficeclients.json';
import type screener from './locales/en/screener.json';
import type alerts from './locales/en/alerts.json';
import type settings from './locales/en/settings.json';
import type watchlist from './locales/en/watchlist.json';
import type help from './locales/en/help.json';
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
      /** IPOs: the calendar, applications and their records, the grey market. */
      ipo: typeof ipo;
      /** Account statements and notifications. */
      statements: typeof statements;
      /** Deposit, withdrawal, exchange, transfer and fund records. */
      fund: typeof fund;
      /** The staff back office: login, queues, audit trail. */
      backoffice: typeof backoffice;
      /** The back office's quote plan applications, announcements and client look-up. */
      backofficeclients: typeof backofficeclients;
      /** The stock screener: saved strategies, conditions and results. */
      screener: typeof screener;
      /** Price alerts: the form on the quote page and the list in the market area. */
      alerts: typeof alerts;
      /** The settings page and the reminders it governs. */
      settings: typeof settings;
      /** Watchlist groups, their stocks and adding to them. */
      watchlist: typeof watchlist;
      help: typeof help;
      /** The message center and its in-app notices. */
      messages: typeof messages;
    };
  }
}
