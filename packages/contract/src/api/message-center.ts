import { z } from 'zod';
import { defineCall } from './define-call';
import { messageTypeSchema, type MessageType } from '../statuses';
import { commaList } from './common';

// The message center's calls (spec section 7): the list with its filters, one message, marking read and
// deleting. The account's notification page lists trade and fund notices through the same list call.

export const clientMessageSchema = z.object({
  messageID: z.string(),
  type: messageTypeSchema,
  /** Title and content in the caller's language. */
  title: z.string(),
  content: z.string(),
  /** What the message is about (an order ID, a fund request ID). */
  reference: z.string().nullable(),
  time: z.iso.datetime({ offset: true }),
  read: z.boolean(),
});
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const getMessageCenter = defineCall({
  service: 'main',
  method: 'GET',
  path: '/message_centers',
  summary:
    "The caller's messages by type ('trade,inform'), read status, date range and keyword, newest first unless sort=asc",
  access: 'client',
  query: z.object({
    messageType: commaList(messageTypeSchema).optional(),
    readStatus: z.enum(['READ', 'UNREAD']).optional(),
    /** First and last calendar day (Hong Kong time) of the messages wanted, both included. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    sort: z.enum(['asc', 'desc']).default('desc'),
    /** Matched, ignoring case, against title and content in every language the message is kept in. */
    keyword: z.string().trim().max(50).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).default(0),
  }),
  data: z.object({
    total: z.number().int(),
    /** Unread messages of the asked types (all pages). */
    unread: z.number().int(),
    messages: z.array(clientMessageSchema),
  }),
});

const messageParams = z.object({ messageID: z.string().min(1).max(64) });

export const getMessageCenterMessage = defineCall({
  service: 'main',
  method: 'GET',
  path: '/message_centers/:messageID',
  summary:
    "One of the caller's messages (E9080 when it is not theirs, unknown or deleted); reading does not mark it",
  access: 'client',
  params: messageParams,
  data: clientMessageSchema,
});

export const deleteMessageCenterMessages = defineCall({
  service: 'main',
  method: 'DELETE',
  path: '/message_centers',
  summary: "Deletes the caller's messages (others' message IDs are ignored); answers how many were deleted",
  access: 'client',
  body: z.object({ messageID: z.array(z.string().min(1).max(64)).min(1).max(100) }),
  data: z.object({ deleted: z.number().int() }),
});

export const patchMessageCenterReads = defineCall({
  service: 'main',
  method: 'PATCH',
  path: '/message_centers/reads',
  summary:
    "Marks the caller's messages read (others' message IDs are ignored), or all of them with all=true; answers how many changed",
  access: 'client',
  body: z.union([
    z.object({ messageID: z.array(z.string().min(1).max(64)).min(1).max(100) }),
    z.object({ all: z.literal(true) }),
  ]),
  data: z.object({ marked: z.number().int() }),
});

/**
 * The types the account's notification page lists: trade notices (orders write them) and fund notices (fund
 * requests and dividends write theirs as 'inform').
 */
export const notificationMessageTypes = ['trade', 'inform'] as const satisfies readonly MessageType[];

/** The types the message socket always pushes; system, trade and market only while their switch is on. */
export const alwaysPushedMessageTypes = [
  'subscribe',
  'inform',
  'announce',
] as const satisfies readonly MessageType[];
/** The types a client switches on and off (spec section 3, notification switches). */
export const switchableMessageTypes = ['system', 'trade', 'market'] as const satisfies readonly MessageType[];
/** The message center's type filter: the six types of spec section 3. */
export const messageCenterTypes = [
  ...switchableMessageTypes,
  ...alwaysPushedMessageTypes,
] as const satisfies readonly MessageType[];
