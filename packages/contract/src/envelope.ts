import { z } from 'zod';
import { errorCodeSchema } from './error-codes';

/** The one response shape of every API (main, market data, error report). */
export const okCode = 'OK' as const;
export const responseCodeSchema = z.union([z.literal(okCode), errorCodeSchema]);
export type ResponseCode = z.infer<typeof responseCodeSchema>;

/** Builds the envelope schema around a call's data schema. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    /** 'OK' on success, otherwise one of the E-codes of error-codes.ts. */
    code: responseCodeSchema,
    /** Human-readable text in the caller's language; empty on most successes. */
    message: z.string(),
    /** The call's payload; null on errors unless the error carries details. */
    data,
  });
}

export const errorEnvelopeSchema = envelopeSchema(z.unknown().nullable());
export type Envelope<T> = { code: ResponseCode; message: string; data: T };
