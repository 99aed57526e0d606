import {
  feedbackImageTypes,
  feedbackMaxContentLength,
  type FeedbackImageType,
  type FieldIssue,
} from '@lantau/contract';
import {
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  validateFeedbackEmail,
  validateFeedbackMobile,
  type FeedbackType,
} from '@lantau/domain';
import { AppError } from '../../platform/http/app-error';
import { issueMessages, localize } from '../../platform/i18n/server-messages';
import { unsafeTextPaths } from '../../platform/http/text-safety';
import { detectFileType } from '../../platform/shared/file-signatures';
import type { ApiLanguage } from '@lantau/contract';

export interface FeedbackImage {
  contentType: FeedbackImageType;
  bytes: Buffer;
}

export interface FeedbackSubmission {
  content: string;
  type: FeedbackType;
  contact: string;
  images: FeedbackImage[];
}

const textFields = new Set(['content', 'type', 'contact']);
const mobileContact = /^(852|86)-(\d*)$/;

/** '' (no reply wanted), a mobile as the form formats it ('852-91234567'), or an e-mail with '@'. */
export function isValidFeedbackContact(contact: string): boolean {
  if (contact === '') return true;
  if (contact.length > 128) return false;
  const mobile = mobileContact.exec(contact);
  if (mobile) return validateFeedbackMobile(`+${mobile[1]}` as '+852' | '+86', mobile[2]!) === null;
  return validateFeedbackEmail(contact) === null;
}

/** Undici's own multipart reader: the standard FormData parsing of a body, with no stream left half read. */
async function parseMultipart(raw: Buffer, contentType: string): Promise<FormData> {
  try {
    // A view of the same bytes typed as the fetch API's body (Buffer is one, but not to every lib's typings).
    const body = new Uint8Array(raw.buffer as ArrayBuffer, raw.byteOffset, raw.length);
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new AppError('E9067');
  }
}

/**
 * Reads and checks a feedback body: the exact bytes whose SHA-256 the signature covered. Limits are the
 * client's own (spec section 5), enforced here too: at most 5 images (E9064) of at most 3,145,728 bytes
 * (E9065), each really a PNG, JPEG, GIF or WebP by its first bytes (E9066); text required (E9060) and capped
 * (E9061); type CS or Tech (E9062); contact empty, a mobile or an e-mail (E9063). Any other field, a repeated
 * field or a file where text belongs is E9067.
 */
export async function readFeedbackForm(
  raw: Buffer,
  contentType: string,
  language: ApiLanguage,
): Promise<FeedbackSubmission> {
  const form = await parseMultipart(raw, contentType);
  const texts = new Map<string, string>();
  const files: File[] = [];
  let unexpected = false;
  form.forEach((value, name) => {
    if (name === 'images' && typeof value !== 'string') files.push(value);
    else if (textFields.has(name) && typeof value === 'string' && !texts.has(name)) texts.set(name, value);
    else unexpected = true;
  });
  if (unexpected) throw new AppError('E9067');

  const fields = {
    content: texts.get('content') ?? '',
    type: texts.get('type') ?? 'CS',
    contact: texts.get('contact') ?? '',
  };
  const unsafe = unsafeTextPaths(fields, 'body');
  if (unsafe.length > 0) {
    const message = localize(issueMessages.unsafeText, language);
    throw new AppError(
      'E1000',
      unsafe.map((path): FieldIssue => ({ path, message })),
    );
  }
  if (fields.content.trim() === '') throw new AppError('E9060');
  if (fields.content.length > feedbackMaxContentLength) throw new AppError('E9061');
  if (fields.type !== 'CS' && fields.type !== 'Tech') throw new AppError('E9062');
  if (!isValidFeedbackContact(fields.contact)) throw new AppError('E9063');

  if (files.length > FEEDBACK_MAX_IMAGES) throw new AppError('E9064');
  const images: FeedbackImage[] = [];
  for (const file of files) {
    if (file.size === 0 || file.size > FEEDBACK_MAX_IMAGE_BYTES) throw new AppError('E9065');
    const bytes = Buffer.from(await file.arrayBuffer());
    const type = detectFileType(bytes, feedbackImageTypes);
    if (!type) throw new AppError('E9066');
    images.push({ contentType: type, bytes });
  }
  return { content: fields.content, type: fields.type, contact: fields.contact, images };
}
