import type { ApiLanguage } from '@lantau/contract';
import { noticeChannelFor, type DeliveryChannel } from '@lantau/domain';
import type { BrokerRepository } from '../brokers/broker-repository';
import { localizedNameOf } from '../db/localized-name';
import type { MessageSender } from './message-sender';
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

export function addressOn(channel: DeliveryChannel, user: UserContact): string {
  return channel === 'EMAIL' ? user.email : user.mobile_area_code + user.mobile_number;
}

/** Composes one-time-code messages and security notices in the client's language and hands them to the sender. */
export function createNotifier(sender: MessageSender, brokers: BrokerRepository) {
  async function brokerName(brokerCode: string) {
    const broker = await brokers.findBroker(brokerCode);
    return broker ? localizedNameOf(broker) : { en_US: brokerCode, zh_HK: brokerCode, zh_CN: brokerCode };
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
    }): Promise<void> {
      const name = await brokerName(input.brokerCode);
      await sender.send({
        channel: input.channel,
        to: input.to,
        userId: input.userId,
        subject: input.channel === 'EMAIL' ? pick(codeSubject(input.purpose), input.language) : '',
        text: pick(codeText(input.purpose, input.code, name, input.expirySeconds), input.language),
      });
    },

    /**
     * A security notice on the channel the code did NOT come by (SFC: notices go through a channel other than
     * the login channel).
     */
    async sendNotice(input: {
      kind: NoticeKind;
      user: UserContact;
      codeChannel: DeliveryChannel | 'APP';
      at: Date;
      language: ApiLanguage;
    }): Promise<void> {
      const channel = noticeChannelFor(input.codeChannel);
      const name = await brokerName(input.user.broker_code);
      await sender.send({
        channel,
        to: addressOn(channel, input.user),
        userId: input.user.user_id,
        subject: channel === 'EMAIL' ? pick(noticeSubject(input.kind), input.language) : '',
        text: pick(noticeText(input.kind, name, input.at), input.language),
      });
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
