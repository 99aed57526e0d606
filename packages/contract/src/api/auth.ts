import { z } from 'zod';
import { defineCall } from './define-call';
import { postLoginTaskSchema, twoFaChannelSchema } from '../statuses';

const userIdSchema = z.string().trim().min(1).max(32);
/** A one-time code as a client or a staff member types it. */
export const otpSchema = z.string().regex(/^\d{4,8}$/, 'A code is 4 to 8 digits');

/** The user session (spec section 3) as the server issues it. Tokens also arrive in response headers. */
export const userSessionSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Per-session HMAC key for the Authorization signature (see signing.ts); base64url. */
  signingKey: z.string(),
  sessionRemainSec: z.number().int().nonnegative(),
  userID: z.string(),
  /** Broker code of the user (LTU). */
  userBroker: z.string(),
  /** ISO time of the previous successful login, null on the first. */
  lastLoginTime: z.string().nullable(),
  isReadedAdditionalAgreement: z.boolean(),
  /** Tasks left before the shell opens, in order. */
  pendingTasks: z.array(postLoginTaskSchema),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** What the second-factor step needs to show. */
export const twoFaChallengeSchema = z.object({
  /** Short-lived token naming this login attempt; sent back as X-Two-FA-Token. */
  twoFaToken: z.string(),
  channel: twoFaChannelSchema,
  otpLength: z.number().int(),
  otpExpirySeconds: z.number().int(),
  /** Where an SMS or e-mail code goes, masked ('+852 ****5678', 'c***@mail.example'); empty for APP_OTP. */
  maskedContact: z.string(),
});

/**
 * What a login answers, for clients and staff alike: the password step opens the second-factor step
 * (`challenge`), the code step opens the session.
 */
export function loginAnswerSchema<C extends z.ZodType, S extends z.ZodType>(challenge: C, session: S) {
  return z.discriminatedUnion('status', [
    z.object({ status: z.literal('TWO_FA_REQUIRED'), challenge }),
    z.object({ status: z.literal('LOGGED_IN'), session }),
  ]);
}

export const postLogin = defineCall({
  service: 'main',
  method: 'POST',
  path: '/auths/logins',
  summary:
    'Log in. Without X-Two-FA-Token: checks the password and opens the second-factor step. With it and otp: ' +
    'checks the code and opens the session (one per user and broker; an older one is ended).',
  access: 'public',
  body: z.object({
    userID: userIdSchema,
    password: z.string().min(1).max(64),
    otp: otpSchema.optional(),
    /** The app-OTP prefix the code was generated for (APP_OTP only). */
    otpPrefix: z.string().max(8).optional(),
  }),
  data: loginAnswerSchema(twoFaChallengeSchema, userSessionSchema),
});

export const postLogout = defineCall({
  service: 'main',
  method: 'POST',
  path: '/auths/logouts',
  summary: 'Ends the session on the server',
  access: 'client',
  data: z.null(),
});

/** What a code sent by SMS or e-mail answers: where it went, its length, how long it lives, when to resend. */
const codeSentSchema = z.object({
  /** Where the code went, masked ('+852 ****5678'); empty where nothing is sent (APP_OTP). */
  maskedContact: z.string(),
  otpLength: z.number().int(),
  expiresInSeconds: z.number().int(),
  /** Seconds until another code may be requested. */
  resendAfterSeconds: z.number().int(),
});

export const otpFeatures = ['LOGIN', 'RESET_PASSWORD'] as const;
export const otpFeatureSchema = z.enum(otpFeatures);

export const getOtp = defineCall({
  service: 'main',
  method: 'GET',
  path: '/auths/otps',
  summary:
    'Sends a one-time code by SMS or e-mail. LOGIN needs X-Two-FA-Token; RESET_PASSWORD needs the ' +
    'X-Validation-Token of a passed slider check, and answers the same whether or not the details match. ' +
    'E2020 when the mail server or SMS gateway did not take the code.',
  access: 'public',
  query: z.object({
    userID: userIdSchema,
    /** RESET_PASSWORD: the registered mobile ('+85291234567') or e-mail. LOGIN: ignored (the registered one). */
    contact: z.string().max(128).optional(),
    feature: otpFeatureSchema,
  }),
  data: codeSentSchema,
});

export const getAppOtpPrefix = defineCall({
  service: 'main',
  method: 'GET',
  path: '/auths/app_otps/prefixes',
  summary: 'A fresh prefix for an app OTP: the companion app shows the code for this prefix (X-Two-FA-Token)',
  access: 'public',
  query: z.object({ userID: userIdSchema }),
  data: z.object({ prefix: z.string(), expiresInSeconds: z.number().int() }),
});

export const getValidationImage = defineCall({
  service: 'main',
  method: 'GET',
  path: '/auths/validation_code/images',
  summary: 'A slider puzzle: a background with a gap and the piece that fits it',
  access: 'public',
  query: z.object({ deviceWidth: z.coerce.number().int().min(200).max(4000) }),
  data: z.object({
    validationKey: z.string(),
    /**
     * data: URLs (PNG) of the background, with the gap among decoys of its shape in the piece's row, and of the
     * piece; only the piece's picture, carrying on into the picture around the gap, tells which gap is its own.
     */
    backgroundImage: z.string(),
    pieceImage: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    pieceSize: z.number().int(),
    /** Vertical position of the piece (and of every gap); the user finds the horizontal one. */
    pieceY: z.number().int(),
    expiresInSeconds: z.number().int(),
  }),
});

export const postValidationVerification = defineCall({
  service: 'main',
  method: 'POST',
  path: '/auths/validation_code/verifications',
  summary: 'Checks where the slider piece was dropped; a pass yields a validation token for one reset',
  access: 'public',
  body: z.object({ offset: z.number().min(0).max(4000), validationKey: z.string().min(1).max(128) }),
  data: z.object({ validationToken: z.string(), expiresInSeconds: z.number().int() }),
});

export const postPasswordReset = defineCall({
  service: 'main',
  method: 'POST',
  path: '/auths/password_resets',
  summary:
    'Sets a new password with the code sent for RESET_PASSWORD; unlocks the account; ends open sessions',
  access: 'public',
  body: z.object({
    userID: userIdSchema,
    contact: z.string().max(128),
    otp: otpSchema,
    newPassword: z.string().max(64),
    confirmation: z.string().max(64),
  }),
  data: z.null(),
});

export const getRefresh = defineCall({
  service: 'main',
  method: 'GET',
  path: '/auths/refresh',
  summary: 'Exchanges the refresh token (Refresh-Token header) for new tokens; the old pair stops working',
  access: 'public',
  data: z.object({ token: z.string(), refreshToken: z.string(), sessionRemainSec: z.number().int() }),
});

/** A third party's reference for one confirmation it asks of the client: letters, digits and . _ : - only. */
const thirdPartyRefIdSchema = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9._:-]{1,64}$/,
    'A reference of 1 to 64 letters, digits, dots, underscores, colons or hyphens',
  );

export const getThirdPartyOtp = defineCall({
  service: 'main',
  method: 'GET',
  path: '/auths/third_party_otps',
  summary:
    'A third party acting for the logged-in client (the market-data vendor login named by the ' +
    'THIRD_PARTY_FEED_LOGIN_ID user configuration, a partner app) asks the client to confirm its request refID ' +
    "with a one-time code: this sends a code over the broker's second-factor channel (SMS or e-mail, the text " +
    'naming the prefix; for APP_OTP the companion app shows its code beside the prefix) and answers the prefix ' +
    'the third party shows, so the client sees the code belongs to it. Asking again for the same refID draws ' +
    'a new prefix and code once the resend countdown is over (E2006 before). E2020 when the code could not be sent.',
  access: 'client',
  query: z.object({ refID: thirdPartyRefIdSchema }),
  data: codeSentSchema.extend({
    refID: z.string(),
    /** Two letters the third party shows beside its request; the client types it back with the code. */
    prefix: z.string(),
    channel: twoFaChannelSchema,
  }),
});

export const postThirdPartyOtp = defineCall({
  service: 'main',
  method: 'POST',
  path: '/auths/third_party_otps',
  summary:
    "Confirms the third party's request refID with the prefix and code of GET /auths/third_party_otps: once, " +
    'after which the request is confirmed and its code is spent. A wrong prefix or code is E2003 with the ' +
    'attempts left, the last allowed mismatch and any try after it E2004 (ask for a new code), an expired code ' +
    'E2005, and a refID with no open request (never asked, already confirmed, or the step expired) E2007.',
  access: 'client',
  body: z.object({
    refID: thirdPartyRefIdSchema,
    prefix: z.string().trim().min(1).max(8),
    otp: otpSchema,
  }),
  data: z.object({ refID: z.string(), confirmedAt: z.iso.datetime() }),
});
