import { z } from 'zod';
import { defineCall } from './define-call';
import { staffListCall } from './staff';
import { localizedTextSchema } from '../headers';

// Help center (spec sections 2-9): the broker's FAQ and contact details, and the client's feedback.
//
// Feedback travels as multipart/form-data (spec section 7) with the fields content, type, contact and up to 5
// images. It is signed like every other call: the client serialises the form to bytes itself, hashes exactly
// those bytes into bodySha256Hex and sends them unchanged; the server hashes the raw bytes it received before
// parsing them, so a changed field, image or boundary breaks the signature (E4003). See ARCHITECTURE.md.

/** At most this many characters of feedback text. */
export const feedbackMaxContentLength = 2000;
/** The whole multipart body: five images of 3 MiB, the text and the multipart framing. */
export const feedbackMaxBodyBytes = 5 * 3_145_728 + 256 * 1024;
/** The image types feedback accepts; the server checks each file's first bytes, not just the declared type. */
export const feedbackImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type FeedbackImageType = (typeof feedbackImageTypes)[number];

export const faqEntrySchema = z.object({
  faqID: z.string(),
  question: localizedTextSchema,
  answer: localizedTextSchema,
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const brokerContactSchema = z.object({
  phone: z.string(),
  email: z.string(),
  address: localizedTextSchema,
  hours: localizedTextSchema,
});
export type BrokerContact = z.infer<typeof brokerContactSchema>;

/** Every FAQ of the client's broker in all three languages: switching language needs no new call. */
export const getHelpCenter = defineCall({
  service: 'main',
  method: 'GET',
  path: '/help_center',
  summary: "The client's broker's FAQ (three languages, in order) and contact details",
  access: 'client',
  data: z.object({ faqs: z.array(faqEntrySchema), contact: brokerContactSchema.nullable() }),
});

/**
 * multipart/form-data: content (text, required), type ('CS' or 'Tech'), contact ('' for no reply,
 * '852-91234567' or '86-13812345678', or an e-mail), images (0 to 5 files, PNG/JPEG/GIF/WebP, 3,145,728 bytes
 * each). The user ID in the path must be the session's. The body is not described by a schema here because it
 * is not JSON; the server reads the parts itself after checking the signature over the raw bytes.
 */
export const postFeedback = defineCall({
  service: 'main',
  method: 'POST',
  path: '/users/:userID/feedbacks',
  summary:
    'Sends feedback (multipart: content, type, contact, images). The signature covers the SHA-256 of the exact ' +
    'multipart bytes sent',
  access: 'client',
  params: z.object({ userID: z.string().min(1).max(32) }),
  data: z.object({ feedbackID: z.string(), message: z.string() }),
});

export const staffFeedbackSchema = z.object({
  feedbackID: z.string(),
  userID: z.string(),
  type: z.enum(['CS', 'Tech']),
  content: z.string(),
  contact: z.string(),
  images: z.array(
    z.object({ position: z.number().int(), contentType: z.string(), sizeBytes: z.number().int() }),
  ),
  createdAt: z.string(),
});
export type StaffFeedback = z.infer<typeof staffFeedbackSchema>;

/** The broker's clients' feedback, newest first, for support staff to answer. */
export const getStaffFeedbacks = staffListCall({
  path: '/staff/feedbacks',
  summary: "The broker's clients' feedback, newest first",
  access: { staff: 'clients.view' },
  rows: 'feedbacks',
  row: staffFeedbackSchema,
});

/** Which image: the feedback and the image's place in it (0 to 4, in the order sent). */
export const feedbackImageParamsSchema = z.object({
  feedbackID: z.string().min(1).max(64),
  position: z.coerce.number().int().min(0).max(4),
});

/**
 * Not an envelope: answers one image of a feedback as the file itself, with its checked Content-Type (inline),
 * for support staff to look at. Signed as any staff call.
 */
export const getStaffFeedbackImage = defineCall({
  service: 'main',
  method: 'GET',
  path: '/staff/feedbacks/:feedbackID/images/:position',
  summary: "One image of a client's feedback, as the file itself (not an envelope)",
  access: { staff: 'clients.view' },
  params: feedbackImageParamsSchema,
  data: z.unknown(),
});
