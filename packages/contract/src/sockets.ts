import { z } from 'zod';

/**
 * The session socket (/ws/session). The client's first frame authenticates; after that the server pushes
 * events. Every frame is a discriminated union, validated when it arrives.
 */
export const sessionClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), token: z.string() }),
  z.object({ type: z.literal('ping') }),
]);
export type SessionClientFrame = z.infer<typeof sessionClientFrameSchema>;

export const logoutReasons = [
  'OTHER_DEVICE_LOGIN',
  'LOGGED_OUT',
  'SESSION_EXPIRED',
  'PASSWORD_RESET',
] as const;

export const sessionServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), sessionRemainSec: z.number().int() }),
  /** The session was ended elsewhere: another login, a logout, a reset. */
  z.object({ type: z.literal('logout'), reason: z.enum(logoutReasons) }),
  /** A new app-OTP prefix for the companion app flow. */
  z.object({ type: z.literal('otpprefix'), prefix: z.string(), expiresInSeconds: z.number().int() }),
  /** An order changed (sent from the trading issue on). */
  z.object({ type: z.literal('orderbook'), orderID: z.string(), status: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type SessionServerFrame = z.infer<typeof sessionServerFrameSchema>;

export const socketPaths = {
  session: '/ws/session',
  stream: '/ws/stream',
  messages: '/ws/messages',
} as const;
