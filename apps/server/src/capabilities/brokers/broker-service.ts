import {
  marketCodes,
  type ApiLanguage,
  type BrokerConfig,
  type BrokerConfigEntry,
  type BrokerConfigKey,
  type BrokerSummary,
  type FeatureKey,
  type MarketCode,
  type TipKey,
} from '@lantau/contract';
import { localizedNameOf } from '../../platform/db/localized-name';
import { AppError } from '../../platform/http/app-error';
import { featureMessages, localize } from '../../platform/i18n/server-messages';
import type { BrokerRepository } from './broker-repository';
import { featureConfigKeys, featureStatusOf } from './feature-status';

/** Who is asking, for answers in their language and records that support can trace. */
export interface Caller {
  language: ApiLanguage;
  requestId: string;
  userId: string | null;
  /** False when the caller's write quota is used up: answer, but store nothing. */
  record?: boolean;
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** The rules around brokers: which exist, what they configure, what they tell their clients. */
export function createBrokerService(repository: BrokerRepository) {
  async function requireBroker(brokerCode: string) {
    const broker = await repository.findBroker(brokerCode);
    if (!broker) throw new AppError('E1001');
    return broker;
  }

  async function configurationValues(brokerCode: string, keys: readonly BrokerConfigKey[]) {
    const rows = await repository.findConfigurations(brokerCode, keys);
    return new Map(rows.map((row) => [row.config_key, row.value]));
  }

  return {
    /** Values in the order asked, each key once; keys the broker has not set are left out. */
    async configurations(brokerCode: string, keys: readonly BrokerConfigKey[]): Promise<BrokerConfigEntry[]> {
      await requireBroker(brokerCode);
      const values = await configurationValues(brokerCode, keys);
      return unique(keys)
        .filter((key) => values.has(key))
        .map((key) => ({ key, value: values.get(key) }) as BrokerConfigEntry);
    },

    /** Tips in the caller's language, falling back to English where a translation is missing. */
    async tips(brokerCode: string, tipKeys: readonly TipKey[], language: ApiLanguage) {
      await requireBroker(brokerCode);
      const rows = await repository.findTips(brokerCode, tipKeys, unique([language, 'en_US']));
      const contentOf = (tipKey: TipKey) =>
        (
          rows.find((row) => row.tip_key === tipKey && row.language === language) ??
          rows.find((row) => row.tip_key === tipKey)
        )?.content;
      return unique(tipKeys).flatMap((tipKey) => {
        const content = contentOf(tipKey);
        return content === undefined ? [] : [{ tipKey, content }];
      });
    },

    /** Answers whether a feature is open and records that the client asked. */
    async askFeature(brokerCode: string, featureKey: FeatureKey, caller: Caller) {
      await requireBroker(brokerCode);
      const config = Object.fromEntries(
        await configurationValues(brokerCode, featureConfigKeys),
      ) as Partial<BrokerConfig>;
      const { status, reason } = featureStatusOf(featureKey, config);
      if (caller.record !== false) {
        await repository.insertFeatureRequest({
          brokerCode,
          featureKey,
          status,
          language: caller.language,
          requestId: caller.requestId,
          userId: caller.userId,
        });
      }
      return {
        featureKey,
        status,
        message: reason ? localize(featureMessages[reason], caller.language) : '',
      };
    },

    async textPack(brokerCode: string, language: ApiLanguage): Promise<Record<string, string>> {
      await requireBroker(brokerCode);
      const rows = await repository.findTextOverrides(brokerCode, language);
      return Object.fromEntries(rows.map((row) => [row.text_key, row.text]));
    },

    async summaries(): Promise<BrokerSummary[]> {
      const brokers = await repository.listBrokers();
      return brokers.map((broker) => ({
        brokerCode: broker.broker_code,
        displayCode: broker.display_code,
        name: localizedNameOf(broker),
        logoUrl: broker.logo_path,
        primaryColor: broker.primary_color,
        languages: broker.languages as BrokerSummary['languages'],
      }));
    },

    /** Every market some broker lets its clients trade, in the contract's order: what market data must cover. */
    async tradedMarkets(): Promise<MarketCode[]> {
      const rows = await repository.findConfigurationOfAllBrokers('WebEnableTradeMarket');
      const traded = new Set(
        rows.flatMap((row) => (Array.isArray(row.value) ? (row.value as string[]) : [])),
      );
      return marketCodes.filter((market) => traded.has(market));
    },
  };
}

export type BrokerService = ReturnType<typeof createBrokerService>;
