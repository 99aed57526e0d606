import { z } from 'zod';
import { postLoginTasks, twoFaChannels } from './login-values';

export { postLoginTasks, twoFaChannels };

/** Order status codes (spec section 3). */
export const orderStatuses = {
  ACK: 'acknowledged',
  APV: 'approved',
  CAN: 'cancelled',
  CLS: 'closed',
  DIS: 'disapproved',
  FFL: 'fully filled',
  HLD: 'hold',
  INA: 'inactive',
  PFL: 'partially filled',
  PND: 'pending (send)',
  PTA: 'pending approve',
  PTC: 'pending cancel',
  PTR: 'pending reduce',
  REG: 'registered',
  REJ: 'rejected',
} as const;
export type OrderStatus = keyof typeof orderStatuses;
export const orderStatusSchema = z.enum(Object.keys(orderStatuses) as [OrderStatus, ...OrderStatus[]]);

/** Fund request status codes (deposit, withdrawal, exchange, transfer). */
export const fundRequestStatuses = {
  PND: 'pending process',
  ACK: 'pending process',
  PTC: 'pending cancel',
  APV: 'processing',
  CLS: 'completed',
  CAN: 'cancelled',
  REJ: 'rejected',
} as const;
export type FundRequestStatus = keyof typeof fundRequestStatuses;
export const fundRequestStatusSchema = z.enum(
  Object.keys(fundRequestStatuses) as [FundRequestStatus, ...FundRequestStatus[]],
);

/** Message-center message types: the socket topics and the types the texts name. */
export const messageTypes = [
  'system',
  'trade',
  'subscribe',
  'market',
  'inform',
  'announce',
  'order',
  'subscription',
  'news',
  'general',
  'announcement',
] as const;
export const messageTypeSchema = z.enum(messageTypes);
export type MessageType = z.infer<typeof messageTypeSchema>;

/** Second-factor channels a broker can configure (WebTwoFAChannel). */
export const twoFaChannelSchema = z.enum(twoFaChannels);
export type TwoFaChannel = z.infer<typeof twoFaChannelSchema>;

/** Price alert types and frequencies. */
export const priceAlertTypes = ['NominalUp', 'NominalDown', 'ChangePctUp', 'ChangePctDown'] as const;
export const priceAlertFrequencies = { OFA: 'once only', OPD: 'once a day', EFA: 'every time' } as const;

/** Quote plans (spec section 1). */
export const quotePlans = ['DELAYED', 'CLICK', 'LEVEL1', 'LEVEL2'] as const;
export const quotePlanSchema = z.enum(quotePlans);
export type QuotePlan = z.infer<typeof quotePlanSchema>;

/** Where a quote plan application stands: waiting for staff, granted (the plan changed) or refused. */
export const quotePlanApplicationStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const quotePlanApplicationStatusSchema = z.enum(quotePlanApplicationStatuses);
export type QuotePlanApplicationStatus = z.infer<typeof quotePlanApplicationStatusSchema>;

/** A notice or announcement: written (not seen by clients), published (on clients' home pages), or taken down again. */
export const announcementStatuses = ['DRAFT', 'PUBLISHED', 'UNPUBLISHED'] as const;
export const announcementStatusSchema = z.enum(announcementStatuses);
export type AnnouncementStatus = z.infer<typeof announcementStatusSchema>;

/**
 * eDDA authorisation states: SUBMITTED (waiting for the broker and the bank, minutes to two working days),
 * CONFIRMED (eDDI debits may be made), INVALID (name or ID did not match the bank's record), REFUSED (the
 * broker or the bank refused it).
 */
export const eddaStates = ['SUBMITTED', 'CONFIRMED', 'INVALID', 'REFUSED'] as const;
export const eddaStateSchema = z.enum(eddaStates);
export type EddaState = z.infer<typeof eddaStateSchema>;

/** Steps a client must complete after login before the shell opens (/index/task_after_login). */
export const postLoginTaskSchema = z.enum(postLoginTasks);
export type PostLoginTask = z.infer<typeof postLoginTaskSchema>;
