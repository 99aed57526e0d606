import { z } from 'zod';
import { defineCall } from './define-call';
import { messageTypeSchema, type MessageType } from '../statuses';
import { commaList } from './common';

// The message center's list and read calls (spec section 7: GET /message_centers, PATCH /message_centers/reads).
// The account's notification page lists trade and fund notices through them; the full message center (one
// message, delete, keyword search, the socket) adds to these calls rather than beside them.

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
  summary: "The caller's messages, newest first, by type ('trade,inform') and read status",
  access: 'client',
  query: z.object({
    messageType: commaList(messageTypeSchema).optional(),
    readStatus: z.enum(['READ', 'UNREAD']).optional(),
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

export const patchMessageCenterReads = defineCall({
  service: 'main',
  method: 'PATCH',
  path: '/message_centers/reads',
  summary: "Marks the caller's messages read (others' message IDs are ignored); answers how many changed",
  access: 'client',
  body: z.object({ messageID: z.array(z.string().min(1).max(64)).min(1).max(100) }),
  data: z.object({ marked: z.number().int() }),
});

/**
 * The types the account's notification page lists: trade notices (orders write them) and fund notices (fund
 * requests and dividends write theirs as 'inform').
 */
export const notificationMessageTypes = ['trade', 'inform'] as const satisfies readonly MessageType[];
