import { z } from 'zod';
import { defineCall } from './define-call';
import { brokerCodeSchema, commaListQuery, displayCodeSchema, namingInput } from './common';
import { brokerConfigEntrySchema, brokerConfigKeySchema } from '../broker-config';
import { apiLanguageSchema, localizedTextSchema } from '../headers';

const brokerParams = z.object({ brokerCode: brokerCodeSchema });

/** Broker content shown at fixed places of the portal (login disclaimers, notices beside fund forms). */
export const tipKeys = [
  'LoginDisclaimer',
  'LoginTerms',
  'DepositNotice',
  'WithdrawalNotice',
  'ExchangeNotice',
  'EddaNotice',
  'IpoNotice',
  'TradeRiskDisclosure',
  'ContactUs',
  /** Shown once after login until accepted (post-login task). */
  'AdditionalAgreement',
] as const;
export const tipKeySchema = z.enum(tipKeys);
export type TipKey = z.infer<typeof tipKeySchema>;

/** Features a broker can open or close, and that a client can ask for. */
export const featureKeys = [
  'EIPO',
  'STATEMENT',
  'EXT_STATEMENT',
  'FUND_IN',
  'FUND_OUT',
  'FUND_EXCHANGE',
  'DIVIDEND_SELECTION',
  'GREY_MARKET',
  'ODD_LOT_ORDER',
  'EDDA',
  'EDDI',
  'ACCOUNT_NICKNAME',
  'PNL',
  'REMOTE_ACCOUNT_OPENING',
] as const;
export const featureKeySchema = z.enum(featureKeys);
export type FeatureKey = z.infer<typeof featureKeySchema>;
export const featureStatuses = ['ENABLED', 'DISABLED', 'SUSPENDED'] as const;

export const getBrokerConfigurations = defineCall({
  service: 'main',
  method: 'GET',
  path: '/brokers/:brokerCode/configurations',
  summary: "A broker's configuration values, by key",
  access: 'public',
  params: brokerParams,
  ...commaListQuery('key', brokerConfigKeySchema, 'E1002'),
  data: z.array(brokerConfigEntrySchema),
});

export const getBrokerTips = defineCall({
  service: 'main',
  method: 'GET',
  path: '/brokers/:brokerCode/tips',
  summary: "A broker's tip texts, in the caller's language",
  access: 'public',
  params: brokerParams,
  ...commaListQuery('tipKey', tipKeySchema, 'E1003'),
  data: z.array(z.object({ tipKey: tipKeySchema, content: z.string() })),
});

export const postBrokerFeature = defineCall({
  service: 'main',
  method: 'POST',
  path: '/brokers/:brokerCode/features',
  summary: 'Asks whether a feature is open to clients, and records the interest',
  access: 'public',
  params: brokerParams,
  ...namingInput('body', 'featureKey', featureKeySchema, 'E1005'),
  data: z.object({
    featureKey: featureKeySchema,
    status: z.enum(featureStatuses),
    /** What to tell the client when the feature is not open ('feature not yet open', 'eDDA suspended'). */
    message: z.string(),
  }),
});

/** A broker as the portal lists it (broker list, branding of its pages). */
export const brokerSummarySchema = z.object({
  brokerCode: brokerCodeSchema,
  displayCode: displayCodeSchema,
  name: localizedTextSchema,
  /** Path of the logo image, served by the platform. */
  logoUrl: z.string(),
  /** Brand colour, '#rrggbb'. */
  primaryColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  /** Languages the broker offers, first is its default. */
  languages: z.array(apiLanguageSchema).min(1),
});
export type BrokerSummary = z.infer<typeof brokerSummarySchema>;

export const getBrokerTextPack = defineCall({
  service: 'main',
  method: 'GET',
  path: '/brokers/:brokerCode/text_packs/:language',
  summary: "A broker's overrides of the portal's default texts, for one language",
  access: 'public',
  params: z.object({ brokerCode: brokerCodeSchema, language: apiLanguageSchema }),
  data: z.record(z.string(), z.string()),
});
