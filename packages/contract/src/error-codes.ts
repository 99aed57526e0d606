import { z } from 'zod';
import { brokerConfigKeySchema } from './broker-config';
import { decimalTextSchema } from './decimal-text';
import { fieldIssueSchema } from './field-issues';
import { ipoLoanProblemSchema, ipoStatusSchema } from './ipo-vocabulary';
import { marketCodeSchema } from './markets';
import { staffPermissionSchema } from './staff-access';
import {
  announcementStatusSchema,
  eddaStateSchema,
  fundRequestStatusSchema,
  postLoginTaskSchema,
  quotePlanApplicationStatusSchema,
} from './statuses';
import { orderRejectReasonSchema } from './trading';

// The shapes of error data several codes share.
/** No data: the envelope's data is null. */
const none = z.null();
const fieldIssues = z.array(fieldIssueSchema);
const count = z.number().int().nonnegative();
const wholeSeconds = z.number().int().nonnegative();
const remainingAttempts = z.object({ remainAttempt: count });
const retryAfter = z.object({ retryAfterSeconds: wholeSeconds });
const stockIdentity = z.object({ market: marketCodeSchema, stockCode: z.string() });

/** Why a price alert's value is refused (E9022): the same names as @lantau/domain's PriceAlertValueProblem. */
export const priceAlertValueProblems = [
  'required',
  'invalid',
  'notPositive',
  'tooLarge',
  'tooPrecise',
] as const;
export const priceAlertValueProblemSchema = z.enum(priceAlertValueProblems);

/**
 * Every error code an API can answer with, the HTTP status it travels with, and the schema of the envelope's
 * `data` with it (null for most). The server's AppError takes only data of its code's schema, and the web reads
 * it through the same schema (never a type of its own).
 *
 * The portal treats HTTP 400-599 from the main API as fatal to the session (spec section 8), so anything a
 * user can cause by typing (bad input, unknown key, business rule) is answered with HTTP 200 and an E-code in
 * the envelope. Only failures that really do end the session, or that a correct client never causes, use
 * a 4xx/5xx status.
 */
export const errorCatalogue = {
  /** The session is over (expired, revoked or replaced): the client returns to login. */
  E0001: { status: 200, description: 'Session timed out; log in again.', data: none },
  /**
   * The request failed validation; data carries FieldIssue[] (null when Fastify refused the request before any
   * field was read).
   */
  E1000: { status: 200, description: 'Invalid request.', data: fieldIssues.nullable() },
  E1001: { status: 200, description: 'Unknown broker.', data: none },
  // E1002-E1007: a value a call's invalidInputCodes maps (data: the FieldIssue[] as with E1000).
  E1002: { status: 200, description: 'Unknown configuration key.', data: fieldIssues },
  E1003: { status: 200, description: 'Unknown tip key.', data: fieldIssues },
  E1004: { status: 200, description: 'Unknown market.', data: fieldIssues },
  E1005: { status: 200, description: 'Unknown feature key.', data: fieldIssues },
  E1006: { status: 200, description: 'Unknown product line.', data: fieldIssues },
  E1007: { status: 200, description: 'Unknown user configuration item.', data: fieldIssues },
  /**
   * A call that declares `idempotent` came without a usable Idempotency-Key (8 to 64 printable characters), or
   * with one the caller already used for other content or another call. One code for every such call: it
   * replaces the per-call codes E6004 (orders), E7022 (fund requests), E7034 (dividend elections) and E9043
   * (screener strategies), which are no longer answered.
   */
  E1020: {
    status: 200,
    description: 'Idempotency key missing or reused for a different request.',
    data: none,
  },
  /** Wrong user ID or password (never says which); data: { remainAttempt }. */
  E2001: { status: 200, description: 'Incorrect user ID or password.', data: remainingAttempts },
  /** Too many failed logins; data: { unlockInSeconds }. Unlocks after the lock period or by password reset. */
  E2002: { status: 200, description: 'Account locked.', data: z.object({ unlockInSeconds: wholeSeconds }) },
  /** The one-time code does not match; data: { remainAttempt }. */
  E2003: { status: 200, description: 'Verification code mismatch.', data: remainingAttempts },
  /** Too many mismatches for this code: the client must request a new one. */
  E2004: { status: 200, description: 'Too many mismatches; request a new code.', data: none },
  E2005: { status: 200, description: 'Verification code expired.', data: none },
  /** A new code was asked for before the resend countdown ended; data: { retryAfterSeconds }. */
  E2006: { status: 200, description: 'Wait before requesting another code.', data: retryAfter },
  /** The second-factor step (or password-reset step) is unknown or expired: start again. */
  E2007: { status: 200, description: 'Verification step expired; start again.', data: none },
  /** The slider was not placed on the gap; a new image is needed. */
  E2008: { status: 200, description: 'Slider check failed.', data: none },
  /** The human check is missing or expired. */
  E2009: { status: 200, description: 'Human check required.', data: none },
  /** The new password breaks the password rules. */
  E2010: { status: 200, description: 'Weak password.', data: none },
  E2011: { status: 200, description: 'New password equals the old one.', data: none },
  E2012: { status: 200, description: 'Current password incorrect.', data: none },
  /** A post-login task (additional agreement, password change) must be done first. */
  E2013: {
    status: 200,
    description: 'Complete the required steps first.',
    data: z.object({ pendingTasks: z.array(postLoginTaskSchema) }),
  },
  /**
   * The caller may not act on this user (another user, another broker), or the broker has not switched on the
   * feature the call needs (data: { feature }, the switch).
   */
  E2014: {
    status: 200,
    description: 'Not allowed.',
    data: z.object({ feature: brokerConfigKeySchema }).nullable(),
  },
  /** The code (SMS or e-mail) could not be handed to the mail server or SMS gateway; ask again shortly. */
  E2020: { status: 200, description: 'The verification code could not be sent.', data: none },
  /**
   * A PDF certificate could not be drawn as a picture (damaged, password-protected, no pages, or too large or
   * slow to draw), so staff could not see it: upload another PDF or a photo.
   */
  E2030: { status: 200, description: 'The PDF could not be read.', data: none },
  /** Too many PDF certificates are being drawn at once; try again shortly. */
  E2031: { status: 200, description: 'PDF reading busy; try again.', data: none },
  /** No instrument with that code in that market. */
  E3001: { status: 200, description: 'Unknown stock.', data: none },
  /** The CLICK quote plan has no snapshot clicks left: the client is told to upgrade. */
  E3002: { status: 200, description: 'No snapshot quota left; upgrade the quote plan.', data: none },
  /** The account has no quotes for this market (the broker does not support it). */
  E3003: { status: 200, description: 'Quotes are not supported for this market.', data: none },
  /** The account already has this plan or a better one. */
  E3004: { status: 200, description: 'The quote plan already includes this.', data: none },
  /** The platform or the exchange refused the order; data: { reason: OrderRejectReason, problems: OrderRejectReason[] }. */
  E6001: {
    status: 200,
    description: 'Order refused.',
    data: z.object({ reason: orderRejectReasonSchema, problems: z.array(orderRejectReasonSchema) }),
  },
  /** No order with that ID among the caller's orders (another client's order IDs get the same answer). */
  E6002: { status: 200, description: 'Order not found.', data: none },
  /**
   * The order is no longer working, or its market is in a phase that takes no amendment or cancel (data:
   * { reason } when the exchange refused the cancel, else null).
   */
  E6003: {
    status: 200,
    description: 'The order cannot be changed or cancelled now.',
    data: z.object({ reason: orderRejectReasonSchema }).nullable(),
  },
  /** The account holds no such market or currency. */
  E6005: { status: 200, description: 'No account for this market or currency.', data: none },
  /** The broker does not enable trading in this market (WebEnableTradeMarket). */
  E6006: { status: 200, description: 'Trading is not supported for this market.', data: none },
  /** No fee schedule is in force for this market: the client may choose to continue without an estimate. */
  E6007: { status: 200, description: 'Handling fee unavailable.', data: none },
  /** No account with that number among the caller's accounts. */
  E6008: { status: 200, description: 'Unknown account.', data: none },
  /** The broker has not opened this fund feature (WebFundInEnable, WebFundOutEnable, WebFundExEnable): 'feature not yet open'. */
  E7001: { status: 200, description: 'This fund feature is not open.', data: none },
  /** The account holds no cash in the currency, or the method does not take it (FPS and EDDA: HKD only). */
  E7002: { status: 200, description: 'Deposit or withdrawal is impossible for this currency.', data: none },
  /** The broker has no payee bank account with that ID for the currency: the client contacts the broker. */
  E7003: { status: 200, description: 'Payee bank unavailable; please contact the broker.', data: none },
  /** The amount is below the minimum deposit; data: { minimum }. */
  E7004: {
    status: 200,
    description: 'The amount is below the minimum.',
    data: z.object({ minimum: decimalTextSchema }),
  },
  /** The transfer certificate named is not one the client uploaded (or was already used). */
  E7005: { status: 200, description: 'Transfer certificate missing.', data: none },
  /** The certificate is empty, larger than 10 MB, or not the file type it claims. */
  E7006: {
    status: 200,
    description: 'The certificate must be a PNG, JPEG, WebP or PDF file of at most 10 MB.',
    data: none,
  },
  /** A non-registered payer bank, where the broker does not allow one (WebFundInAllowNonRegBank). */
  E7007: {
    status: 200,
    description: 'Deposits from a non-registered bank account are not accepted.',
    data: none,
  },
  /** eDDA set-up is suspended (WebFundInSuspendDDA). */
  E7008: { status: 200, description: 'eDDA suspended.', data: none },
  /** eDDI debits are suspended (WebFundInSuspendDDI). */
  E7009: { status: 200, description: 'eDDI deposits are suspended.', data: none },
  /** EDDA deposits need a CONFIRMED authorisation of the client's, for this account. */
  E7010: { status: 200, description: 'No confirmed eDDA authorisation.', data: none },
  /** An eDDI debit below WebFundInMinAmountDDI; data: { minimum }. */
  E7011: {
    status: 200,
    description: 'The eDDI amount is below the minimum.',
    data: z.object({ minimum: decimalTextSchema }),
  },
  /** Not enough withdrawable (settled, not held) cash for the amount and its fee; data: { available }. */
  E7012: {
    status: 200,
    description: 'Insufficient withdrawable cash.',
    data: z.object({ available: decimalTextSchema }),
  },
  /** The receiving bank account is not one registered in the client's own name (or does not take the currency). */
  E7013: {
    status: 200,
    description: 'The receiving bank account is not registered in your name.',
    data: none,
  },
  /** No handling fee is set for this currency, so the request cannot be priced. */
  E7014: { status: 200, description: 'Handling fee unavailable.', data: none },
  /** No reference rate for one of the currencies. */
  E7015: { status: 200, description: 'Exchange rate unavailable.', data: none },
  /** The account holds a single currency (or from equals to): there is nothing to exchange between. */
  E7016: { status: 200, description: 'Exchange needs an account holding two currencies.', data: none },
  /** Over the per-transfer or per-day limit; data: { perTransfer, perDay, usedToday }. */
  E7017: {
    status: 200,
    description: 'The transfer exceeds the limit.',
    data: z.object({
      perTransfer: decimalTextSchema,
      perDay: decimalTextSchema,
      usedToday: decimalTextSchema,
    }),
  },
  /** The stock account has no crypto account paired with it (or the currency cannot be transferred). */
  E7018: { status: 200, description: 'No crypto account for this transfer.', data: none },
  /** The records' date range is longer than FundHistRangeLimit days or ends before it starts; data: { maxDays }. */
  E7019: { status: 200, description: 'The date range is too long.', data: z.object({ maxDays: count }) },
  /** No fund request (or eDDA authorisation) with that ID among the caller's (or the broker's, for staff). */
  E7020: { status: 200, description: 'Fund request not found.', data: none },
  /** The request's status does not allow this step; data: { status }. */
  E7021: {
    status: 200,
    description: 'The request can no longer be changed this way.',
    data: z.object({ status: z.union([fundRequestStatusSchema, eddaStateSchema]) }),
  },
  /** An authorisation for this bank account is already submitted or confirmed. */
  E7023: { status: 200, description: 'This bank account already has an eDDA authorisation.', data: none },
  /** The bank does not take part in eDDA (or FPS for an FPS deposit). */
  E7024: { status: 200, description: 'The bank does not support this method.', data: none },
  /** The staff member's roles do not include the permission the call needs. */
  E8001: {
    status: 200,
    description: 'Your role does not allow this.',
    data: z.object({ permission: staffPermissionSchema }),
  },
  /** Four-eyes: whoever prepared a payment out of the broker may not approve it too. */
  E8002: { status: 200, description: 'Another member of staff must approve what you prepared.', data: none },
  /** No such dividend announcement among those that concern the caller (or the staff member's broker). */
  E7030: { status: 200, description: 'Dividend announcement not found.', data: none },
  /** The election period is over: the deadline has passed, or the dividend was paid or cancelled. */
  E7031: { status: 200, description: 'Elections for this dividend are closed.', data: none },
  /** SCRIP or MIXED asked of a dividend without a scrip option. */
  E7032: { status: 200, description: 'This dividend has no scrip option.', data: none },
  /** MIXED needs a scrip share count above 0 and below the shares held; CASH and SCRIP take none. */
  E7033: { status: 200, description: 'Invalid split between cash and scrip.', data: none },
  /** Dates must run ex <= record <= election deadline <= payment, the payment date not past; rates positive. */
  E7035: { status: 200, description: 'Invalid dividend terms.', data: none },
  /** Only an announcement with nothing paid yet can be cancelled. */
  E7036: { status: 200, description: 'The announcement can no longer be cancelled.', data: none },
  /** Payment runs on or after the payment date only, and not for a cancelled announcement. */
  E7037: { status: 200, description: 'The dividend cannot be paid yet.', data: none },
  /** No published IPO with that ID at the caller's broker (drafts and other brokers' IPOs answer the same). */
  E7060: { status: 200, description: 'IPO not found.', data: none },
  /** No application with that ID among the caller's (another client's ID answers the same). */
  E7061: { status: 200, description: 'IPO application not found.', data: none },
  /** The IPO is not open for this application type now: before opening, or after the type's cut-off. */
  E7062: { status: 200, description: 'Subscription for this IPO is closed.', data: none },
  /** The quantity is not one of the prospectus table's; data: { quantities } the table allows. */
  E7063: {
    status: 200,
    description: "The quantity is not one of the IPO's application quantities.",
    data: z.object({ quantities: z.array(count) }),
  },
  /** The IPO loan is refused; data: { problems } in the order checkIpoLoan (packages/domain) finds them. */
  E7064: {
    status: 200,
    description: 'The IPO loan is not allowed.',
    data: z.object({ problems: z.array(ipoLoanProblemSchema) }),
  },
  /** The account holds no cash in the IPO's currency (or is not a securities account). */
  E7065: { status: 200, description: "The account does not support this currency's IPO.", data: none },
  /** One application per IPO and account (a cancelled one does not count). */
  E7066: { status: 200, description: 'This account has already applied for this IPO.', data: none },
  /** Only a RECEIVED application before its cut-off can be cancelled. */
  E7067: { status: 200, description: 'The application can no longer be cancelled.', data: none },
  /** The account's available cash is below the total due; data: { available, required }. */
  E7068: {
    status: 200,
    description: 'Not enough available cash for this application.',
    data: z.object({ available: decimalTextSchema, required: decimalTextSchema }),
  },
  /** Terms out of order: dates, prices, quantities not multiples of the lot, financing bounds. */
  E7071: { status: 200, description: 'Invalid IPO terms.', data: z.object({ problem: z.string() }) },
  /** The step is not open in the IPO's status (or another step is pending approval); data: { status }. */
  E7072: {
    status: 200,
    description: 'This step is not possible for the IPO now.',
    data: z.object({ status: ipoStatusSchema }),
  },
  /** The results file cannot be read; data: { line, problem } (line 0: the file as a whole). */
  E7073: {
    status: 200,
    description: 'The results file is invalid.',
    data: z.object({ line: count, problem: z.string() }),
  },
  /** The broker has not enabled eIPO (WebEIPOEnable). */
  E7074: { status: 200, description: 'IPO subscriptions are not available.', data: none },
  /** The broker does not offer statements (WebStatementEnable). */
  E7050: { status: 200, description: 'Statements are not available.', data: none },
  /** The period is in the future or older than the broker's statement history (WebExtStatementEnable). */
  E7051: { status: 200, description: 'No statement for this period.', data: none },
  /** No quote plan application with that ID among the staff member's broker's clients. */
  E8010: { status: 200, description: 'Quote plan application not found.', data: none },
  /** The application was already granted or refused; data: { status }. */
  E8011: {
    status: 200,
    description: 'The application was already decided.',
    data: z.object({ status: quotePlanApplicationStatusSchema }),
  },
  /** No notice or announcement with that ID at the staff member's broker. */
  E8012: { status: 200, description: 'Announcement not found.', data: none },
  /** Publishing a published one, or unpublishing one that is not published; data: { status }. */
  E8013: {
    status: 200,
    description: 'The announcement is already in that state.',
    data: z.object({ status: announcementStatusSchema }),
  },
  /** No client with that user ID at the staff member's broker. */
  E8014: { status: 200, description: 'Client not found.', data: none },
  /** No strategy with that ID among the caller's own (others' strategies are never visible). */
  E9040: { status: 200, description: 'Screener strategy not found.', data: none },
  /** The caller already has a strategy of that name. */
  E9041: { status: 200, description: 'A strategy with this name already exists.', data: none },
  /** The caller already keeps maxScreenersPerUser strategies. */
  E9042: { status: 200, description: 'Too many screener strategies.', data: none },
  /** The name is wider than screenerNameMaxWidth columns (10 Chinese or 20 other characters). */
  E9044: { status: 200, description: 'The strategy name is too long.', data: none },
  /** Feedback without text (spec section 5: text required). */
  E9060: { status: 200, description: 'Feedback text is required.', data: none },
  E9061: { status: 200, description: 'Feedback text is too long.', data: none },
  /** The feedback type is neither CS nor Tech. */
  E9062: { status: 200, description: 'Invalid feedback type.', data: none },
  /** The contact is neither empty, an area-code mobile (852-8 digits, 86-11 digits) nor an e-mail with '@'. */
  E9063: { status: 200, description: 'Invalid feedback contact.', data: none },
  /** More than 5 images. */
  E9064: { status: 200, description: 'No more than 5 images.', data: none },
  /** An image over 3,145,728 bytes (or empty). */
  E9065: { status: 200, description: 'No more than 3M per image.', data: none },
  /** A file whose bytes are not a PNG, JPEG, GIF or WebP image, whatever type it claims. */
  E9066: { status: 200, description: 'Only PNG, JPEG, GIF or WebP images.', data: none },
  /** The multipart body could not be read, or carries a field feedback does not have. */
  E9067: { status: 200, description: 'The feedback form could not be read.', data: none },
  /** No image at that position of a feedback of the staff member's broker. */
  E9068: { status: 200, description: 'Feedback image not found.', data: none },
  /** The signed request's timestamp is more than 300 s from the server clock: the client's clock is wrong. */
  E4001: { status: 401, description: 'Time error: the device clock is wrong.', data: none },
  /** The Authorization signature is missing, malformed, wrong or replayed. */
  E4003: { status: 403, description: 'Invalid request signature.', data: none },
  E4004: { status: 404, description: 'No such API.', data: none },
  E4005: { status: 405, description: 'Method not allowed.', data: none },
  E4013: { status: 413, description: 'Request body too large.', data: none },
  E4015: { status: 415, description: 'Unsupported content type.', data: none },
  /** data: { retryAfterSeconds } from the platform's own limits, null from the coarse per-address limit. */
  E4029: { status: 429, description: 'Too many requests; try again later.', data: retryAfter.nullable() },
  /** What anonymous callers (or one client) may store in a window is used up; data: { retryAfterSeconds }. */
  E4030: { status: 429, description: 'Storage quota used up; try again later.', data: retryAfter },
  E5000: { status: 500, description: 'Server error.', data: none },
  E5003: { status: 503, description: 'Service unavailable.', data: none },
  /**
   * The database could not take the request in time (no free connection, a statement past its time limit); its
   * transaction was rolled back, and the same request may be sent again (money calls carry an Idempotency-Key).
   * HTTP 200: a moment of load must not end the client's session.
   */
  E5004: { status: 200, description: 'Platform busy; try again.', data: none },
  /** No price alert with that ID among the caller's. */
  E9020: { status: 200, description: 'Price alert not found.', data: none },
  /** The caller keeps as many alerts as allowed; data: { limit }. */
  E9021: { status: 200, description: 'Too many price alerts.', data: z.object({ limit: count }) },
  /** The value is missing, not a number, not above 0, over the cap or too precise; data: { problem, cap }. */
  E9022: {
    status: 200,
    description: 'Invalid price alert value.',
    data: z.object({ problem: priceAlertValueProblemSchema, cap: decimalTextSchema }),
  },
  /** No watchlist group with that ID among the caller's own (another client's groups are not found either). */
  E9001: { status: 200, description: 'Watchlist group not found.', data: none },
  /** The name is empty after trimming or wider than 10 (5 Chinese characters, spec section 9). */
  E9002: { status: 200, description: 'Invalid watchlist group name.', data: none },
  /** Another of the caller's groups has this name (trimmed, case-insensitive). */
  E9003: { status: 200, description: 'A watchlist group with this name already exists.', data: none },
  /** The caller already has limits.watchlist.maxGroups groups. */
  E9004: { status: 200, description: 'Too many watchlist groups.', data: z.object({ maxGroups: count }) },
  /** The group would hold more than 100 stocks. */
  E9005: { status: 200, description: 'The watchlist group is full.', data: z.object({ maxStocks: count }) },
  /** The instrument is not one the exchange lists; data: { market, stockCode }. */
  E9006: { status: 200, description: 'Unknown instrument.', data: stockIdentity },
  /** The instrument is in the group already (or a list names it twice); data: { market, stockCode }. */
  E9007: { status: 200, description: 'The stock is already in this group.', data: stockIdentity },
  /** A new group order must name each of the caller's groups exactly once. */
  E9008: { status: 200, description: 'The group order does not match your groups.', data: none },
  /** A client keeps at least one group. */
  E9009: { status: 200, description: 'The last watchlist group cannot be deleted.', data: none },
  /** No message with that ID among the caller's (unknown, another client's, or deleted). */
  E9080: { status: 200, description: 'Message not found.', data: none },
  /**
   * The client uploaded (certificates, feedback with images) as many files or bytes as allowed in 24 hours;
   * data: { retryAfterSeconds }.
   */
  E9081: { status: 200, description: 'Upload limit for today reached.', data: retryAfter },
} as const satisfies Record<string, { status: number; description: string; data: z.ZodType }>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(errorCodes);

/** The schema of the data an error of this code carries. */
export type ErrorDataSchema<C extends ErrorCode> = (typeof errorCatalogue)[C]['data'];
/** The data an error of this code carries (null for most codes). */
export type ErrorData<C extends ErrorCode> = z.infer<ErrorDataSchema<C>>;

/** The schema of a code's data: its parse gives ErrorData<C>. */
export function errorDataSchema<C extends ErrorCode>(code: C): z.ZodType<ErrorData<C>>;
export function errorDataSchema(code: ErrorCode): z.ZodType {
  return errorCatalogue[code].data;
}

/** Codes that carry no data (null). */
export type DatalessErrorCode = {
  [C in ErrorCode]: ErrorData<C> extends null ? C : never;
}[ErrorCode];

/** Codes whose data is the field issues of a failed validation: the codes a call's invalidInputCodes may name. */
export type FieldIssueCode = {
  [C in ErrorCode]: z.infer<typeof fieldIssues> extends ErrorData<C> ? C : never;
}[ErrorCode];
