import { z } from 'zod';
import { marketCodeSchema, instrumentTypeSchema } from './markets';
import { twoFaChannelSchema } from './statuses';
import { localizedTextSchema } from './headers';

const flag = z.boolean();
const amountText = z.string().regex(/^\d+(\.\d+)?$/, 'A non-negative decimal number as text');
const lotSize = z.number().int().positive();
const appVersion = z.object({
  /** Newest released version of the mobile app. */
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  /** What is new in it, in the three languages. */
  description: localizedTextSchema,
});

/**
 * Every broker configuration key (spec section 3) and the type of its value. The server stores values as
 * JSON and validates them against these schemas when it writes them; the client receives them typed.
 */
export const brokerConfigSchemas = {
  AndroidVersion: appVersion,
  IOSVersion: appVersion,
  /** The second-factor channel clients of this broker use at login. */
  WebTwoFAChannel: twoFaChannelSchema,
  /** Markets clients can trade on the web; ['NONE'] means none. */
  WebEnableTradeMarket: z.union([z.array(marketCodeSchema), z.tuple([z.literal('NONE')])]),
  WebOtpLength: z.number().int().min(4).max(8),
  WebOtpExpirySeconds: z.number().int().min(30).max(900),
  WebEIPOEnable: flag,
  WebStatementEnable: flag,
  WebExtStatementEnable: flag,
  WebFundInEnable: flag,
  WebFundOutEnable: flag,
  WebFundExEnable: flag,
  WebDividendSelectionEnable: flag,
  WebFundInAllowNonRegBank: flag,
  WebGreyMarketEnable: flag,
  /** eDDA set-up suspended: clients see 'eDDA suspended'. */
  WebFundInSuspendDDA: flag,
  /** eDDI deposits suspended. */
  WebFundInSuspendDDI: flag,
  /** How many days back a fund-history query may reach. */
  FundHistRangeLimit: z.number().int().positive(),
  ASharesBuyLotSize: lotSize,
  ASharesSellLotSize: lotSize,
  BSharesBuyLotSize: lotSize,
  BSharesSellLotSize: lotSize,
  DDASupportBankInfoLink: z.url(),
  /** Remote account opening. */
  WebRAOEnable: flag,
  WebRAOLink: z.url(),
  /** Show features the broker has switched off, greyed out, instead of hiding them. */
  WebDisplayBlockedFeature: flag,
  WebOddLotOrderEnable: flag,
  /** Smallest eDDI deposit, a decimal string in HKD. */
  WebFundInMinAmountDDI: z.string().regex(/^\d+(\.\d{1,2})?$/),
  WebSessionTimeoutSeconds: z.number().int().min(60).max(86_400),
  /**
   * The longest a session (a client's or a staff member's) lasts from its login, however active: sliding and
   * token refreshes never take it past this (ASVS V7.3.2). Unset: 12 hours.
   */
  WebSessionAbsoluteTimeoutSeconds: z.number().int().min(300).max(604_800),
  WebAccountNicknameEnable: flag,
  InstTypeHK: z.array(instrumentTypeSchema),
  InstTypeMA: z.array(instrumentTypeSchema),
  InstTypeMZ: z.array(instrumentTypeSchema),
  WebPNLEnable: flag,
  /** The broker's previous web portal, offered as 'Switch to the old version'; empty when it has none. */
  WebOldVersionLink: z.union([z.url(), z.literal('')]),
  /**
   * The broker's own brokerage per market, each from a business date (the latest in force applies): a percentage
   * of consideration or (US) an amount per share, with a minimum, in the market's currency. Markets not listed
   * charge the platform's default brokerage; the statutory fees are the same for every broker.
   */
  BrokerageRates: z.array(
    z.object({
      market: marketCodeSchema,
      effectiveFrom: z.iso.date(),
      ratePercent: amountText.optional(),
      perShare: amountText.optional(),
      minimum: amountText,
    }),
  ),
} as const;

export type BrokerConfigKey = keyof typeof brokerConfigSchemas;
export type BrokerConfigValue<K extends BrokerConfigKey> = z.infer<(typeof brokerConfigSchemas)[K]>;
export type BrokerConfig = { [K in BrokerConfigKey]: BrokerConfigValue<K> };
export const brokerConfigKeys = Object.keys(brokerConfigSchemas) as [BrokerConfigKey, ...BrokerConfigKey[]];
export const brokerConfigKeySchema = z.enum(brokerConfigKeys);

/** One configuration entry as the API returns it: the key and its typed value. */
export const brokerConfigEntrySchema = z.discriminatedUnion(
  'key',
  brokerConfigKeys.map((key) =>
    z.object({ key: z.literal(key), value: brokerConfigSchemas[key] }),
  ) as unknown as [z.ZodObject<{ key: z.ZodLiteral<BrokerConfigKey>; value: z.ZodType }>],
);
export type BrokerConfigEntry = {
  [K in BrokerConfigKey]: { key: K; value: BrokerConfigValue<K> };
}[BrokerConfigKey];

/** Market-data configuration (GET /market-api/systems/configurations). */
export const marketDataConfigSchemas = {
  /** Markets for which the market-data service has quotes. */
  WebSupportMarket: z.array(marketCodeSchema),
} as const;
export type MarketDataConfigKey = keyof typeof marketDataConfigSchemas;
export const marketDataConfigKeySchema = z.enum(['WebSupportMarket']);

/** User configuration items saved on the server (GET/PATCH /users/{userID}/configurations). */
export const userConfigSchemas = {
  /** Which colour means up: 'GREEN_UP' (the Hong Kong habit, red down) or 'RED_UP' (the mainland habit). */
  QUOTE_COLOR: z.enum(['RED_UP', 'GREEN_UP']),
  DISPLAY_TABLE_STRIPE: z.boolean(),
  /** Quick order: place without the confirmation page. */
  QUICK_ORDER: z.boolean(),
  QUICK_QUOTE_FOR_SNAPSHOT_PLAN: z.boolean(),
  GOTOOLS_SERVICES: z.boolean(),
  THIRD_PARTY_FEED_LOGIN_ID: z.string().max(64),
  /** Order card style. */
  PLACE_ORDER_HABIT: z.enum(['DEFAULT', 'CLASSIC']),
} as const;
export type UserConfigItem = keyof typeof userConfigSchemas;
export const userConfigItems = Object.keys(userConfigSchemas) as [UserConfigItem, ...UserConfigItem[]];
export const userConfigItemSchema = z.enum(userConfigItems);
