import { apiLanguageSchema, type ApiLanguage, type LocalizedText } from '@lantau/contract';
import { noticeChannelFor, type DeliveryChannel } from '@lantau/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { BrokerRepository } from '../brokers/broker-repository';
import { localizedNameOf } from '../../platform/db/localized-name';
import { AppError } from '../../platform/http/app-error';
import { DeliveryError, type MessageSender } from './message-sender';
import {
  codeSubject,
  codeText,
  noticeSubject,
  noticeText,
  pick,
  type CodePurpose,
  type NoticeKind,
} from './notice-texts';

/** The contact details of a user, as the users table holds them. */
export interface UserContact {
  user_id: string;
  broker_code: string;
  email: string;
  mobile_area_code: string;
  mobile_number: string;
}

/** Where the notifier reads a client's stored language: undefined when no client has the id (a staff member). */
export interface StoredLanguages {
  languageOf(userId: string): Promise<string | null | undefined>;
}

export function addressOn(channel: DeliveryChannel, user: UserContact): string {
  return channel === 'EMAIL' ? user.email : user.mobile_area_code + user.mobile_number;
}

/**
 * Composes one-time-code messages and security notices in the client's language and hands them to the sender.
 * The client's language is the one stored for them (set at login and when they switch language), else their
 * broker's default: never the language of whoever caused the message (a staff member, a job, the exchange). The
 * `language` callers pass is the requester's, used only for someone who is not a client (a staff member's code).
 * An undelivered code is E2020 for the client; an undelivered notice is logged and the action it reports
 * stands (the login or password change already happened). Logs name the user, never the address or the code.
 */
export function createNotifier(
  sender: MessageSender,
  brokers: BrokerRepository,
  log: FastifyBaseLogger,
  languages: StoredLanguages,
) {
  function logUndelivered(error: unknown, what: string, userId: string): void {
    if (!(error instanceof DeliveryError)) throw error;
    log.error({ userId, channel: error.channel, reason: error.message }, `${what} not delivered`);
  }

  async function brokerName(brokerCode: string) {
    const broker = await brokers.findBroker(brokerCode);
    return broker ? localizedNameOf(broker) : { en_US: brokerCode, zh_HK: brokerCode, zh_CN: brokerCode };
  }

  async function languageFor(
    userId: string,
    brokerCode: string,
    requester: ApiLanguage,
    // The client's stored language when the caller has read it already (null: never chosen).
    known?: string | null,
  ): Promise<ApiLanguage> {
    const stored = known !== undefined ? known : await languages.languageOf(userId);
    if (stored === undefined) return requester;
    const chosen = apiLanguageSchema.safeParse(stored);
    if (chosen.success) return chosen.data;
    const broker = await brokers.findBroker(brokerCode);
    return apiLanguageSchema.catch(requester).parse(broker?.languages[0]);
  }

  /** Sends a notice on the channel the login code did NOT come by (SFC: notices avoid the login channel). */
  async function sendOnOtherChannel(input: {
    user: UserContact;
    codeChannel: DeliveryChannel | 'APP';
    subject: LocalizedText;
    text: LocalizedText;
    language: ApiLanguage;
    what: string;
    /** The client's stored language, when read with the user (null: never chosen); absent: read here. */
    storedLanguage?: string | null;
  }): Promise<void> {
    const channel = noticeChannelFor(input.codeChannel);
    const language = await languageFor(
      input.user.user_id,
      input.user.broker_code,
      input.language,
      input.storedLanguage,
    );
    try {
      await sender.send({
        channel,
        to: addressOn(channel, input.user),
        userId: input.user.user_id,
        subject: channel === 'EMAIL' ? pick(input.subject, language) : '',
        text: pick(input.text, language),
      });
    } catch (error) {
      logUndelivered(error, input.what, input.user.user_id);
    }
  }

  return {
    async sendCode(input: {
      channel: DeliveryChannel;
      to: string;
      userId: string;
      brokerCode: string;
      purpose: CodePurpose;
      code: string;
      expirySeconds: number;
      language: ApiLanguage;
      /** The prefix the code was issued beside (THIRD_PARTY), named in the text. */
      prefix?: string;
    }): Promise<void> {
      const name = await brokerName(input.brokerCode);
      const language = await languageFor(input.userId, input.brokerCode, input.language);
      try {
        await sender.send({
          channel: input.channel,
          to: input.to,
          userId: input.userId,
          subject: input.channel === 'EMAIL' ? pick(codeSubject(input.purpose), language) : '',
          text: pick(codeText(input.purpose, input.code, name, input.expirySeconds, input.prefix), language),
        });
      } catch (error) {
        logUndelivered(error, 'code', input.userId);
        throw new AppError('E2020');
      }
    },

    /** A security notice (login, password changed or reset) in the client's language. */
    async sendNotice(input: {
      kind: NoticeKind;
      user: UserContact;
      codeChannel: DeliveryChannel | 'APP';
      at: Date;
      language: ApiLanguage;
    }): Promise<void> {
      const name = await brokerName(input.user.broker_code);
      await sendOnOtherChannel({
        ...input,
        subject: noticeSubject(input.kind),
        text: noticeText(input.kind, name, input.at),
        what: `${input.kind} notice`,
      });
    },

    /** A notice whose words the caller composed (a trade execution), on the same other channel. */
    sendComposedNotice: sendOnOtherChannel,
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
