import { brokerConfigSchemas, type BrokerConfig } from '@lantau/contract';
import type { BrokerRepository } from '../brokers/broker-repository';
import type { CodeChannel } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';

/** What the login of a broker's clients depends on. */
export interface BrokerAuthSettings {
  twoFaChannel: BrokerConfig['WebTwoFAChannel'];
  /** How the code travels, in the platform's own terms. */
  codeChannel: CodeChannel;
  otpLength: number;
  otpExpirySeconds: number;
  sessionTimeoutSeconds: number;
  /** The longest a session lasts from its login, however active. */
  sessionAbsoluteTimeoutSeconds: number;
}

const keys = [
  'WebTwoFAChannel',
  'WebOtpLength',
  'WebOtpExpirySeconds',
  'WebSessionTimeoutSeconds',
  'WebSessionAbsoluteTimeoutSeconds',
] as const;

/** A broker that has not configured a key gets the common choice; the contract validated what is stored. */
const fallback = {
  WebTwoFAChannel: 'SMS',
  WebOtpLength: 6,
  WebOtpExpirySeconds: 300,
  WebSessionTimeoutSeconds: 1800,
  WebSessionAbsoluteTimeoutSeconds: 43_200,
} satisfies Pick<BrokerConfig, (typeof keys)[number]>;

export const codeChannelOf: Record<BrokerConfig['WebTwoFAChannel'], CodeChannel> = {
  SMS: 'SMS',
  Email: 'EMAIL',
  APP_OTP: 'APP',
};

/** A stored WebSessionTimeoutSeconds, or the fallback when it is missing or unreadable. */
export function sessionTimeoutFrom(stored: unknown, override: number | undefined): number {
  if (override !== undefined) return override;
  const parsed = brokerConfigSchemas.WebSessionTimeoutSeconds.safeParse(stored);
  return parsed.success ? parsed.data : fallback.WebSessionTimeoutSeconds;
}

/** A stored WebSessionAbsoluteTimeoutSeconds, or the fallback (12 hours) when it is missing or unreadable. */
export function sessionAbsoluteTimeoutFrom(stored: unknown): number {
  const parsed = brokerConfigSchemas.WebSessionAbsoluteTimeoutSeconds.safeParse(stored);
  return parsed.success ? parsed.data : fallback.WebSessionAbsoluteTimeoutSeconds;
}

/**
 * Reads a broker's login settings; E1001 for an unknown broker. `sessionTimeoutOverride` (the
 * SESSION_TIMEOUT_SECONDS variable) replaces every broker's timeout when set.
 */
export function createBrokerAuthSettings(
  brokers: BrokerRepository,
  sessionTimeoutOverride: number | undefined,
) {
  return async function settingsOf(brokerCode: string): Promise<BrokerAuthSettings> {
    if (!(await brokers.findBroker(brokerCode))) throw new AppError('E1001');
    const rows = await brokers.findConfigurations(brokerCode, keys);
    const value = <K extends (typeof keys)[number]>(key: K): BrokerConfig[K] => {
      const parsed = brokerConfigSchemas[key].safeParse(rows.find((row) => row.config_key === key)?.value);
      return (parsed.success ? parsed.data : fallback[key]) as BrokerConfig[K];
    };
    const twoFaChannel = value('WebTwoFAChannel');
    return {
      twoFaChannel,
      codeChannel: codeChannelOf[twoFaChannel],
      otpLength: value('WebOtpLength'),
      otpExpirySeconds: value('WebOtpExpirySeconds'),
      sessionTimeoutSeconds: sessionTimeoutOverride ?? value('WebSessionTimeoutSeconds'),
      sessionAbsoluteTimeoutSeconds: value('WebSessionAbsoluteTimeoutSeconds'),
    };
  };
}

export type BrokerAuthSettingsReader = ReturnType<typeof createBrokerAuthSettings>;
