import { z } from 'zod';
import { defineCall } from './define-call';
import { commaListQuery, namingInput, userParams } from './common';
import { apiLanguageSchema } from '../headers';
import { userConfigItemSchema, userConfigSchemas, type UserConfigItem } from '../broker-config';

/** Partial map of user configuration items to their typed values. */
export const userConfigValuesSchema = z.object(userConfigSchemas).partial().strict() as unknown as z.ZodType<{
  [K in UserConfigItem]?: z.infer<(typeof userConfigSchemas)[K]>;
}>;

export const getUserConfigurations = defineCall({
  service: 'main',
  method: 'GET',
  path: '/users/:userID/configurations',
  summary: "The user's saved configuration items (defaults where never saved)",
  access: 'client',
  params: userParams,
  ...commaListQuery('key', userConfigItemSchema, 'E1007'),
  data: userConfigValuesSchema,
});

export const patchUserConfigurations = defineCall({
  service: 'main',
  method: 'PATCH',
  path: '/users/:userID/configurations',
  summary: 'Saves some configuration items; returns all saved values',
  access: 'client',
  params: userParams,
  ...namingInput('body', 'config', userConfigValuesSchema, 'E1007'),
  data: userConfigValuesSchema,
});

/**
 * The language the client's notices are written in (SMS, e-mail, codes, including those sent outside the client's
 * requests). Its own call rather than a configuration item: section 3 keeps the display language local (Lang) and
 * fixes the configuration items, and this value is not a display preference but what the server writes to the
 * client in; the login sets it too, from the request's language.
 */
export const patchUserLanguage = defineCall({
  service: 'main',
  method: 'PATCH',
  path: '/users/:userID/languages',
  summary: "Stores the client's language for every notice sent to them (the login sets it as well)",
  access: 'client',
  params: userParams,
  body: z.object({ language: apiLanguageSchema }),
  data: z.null(),
});

export const patchUserPassword = defineCall({
  service: 'main',
  method: 'PATCH',
  path: '/users/:userID/passwords',
  summary: 'Changes the password (rules of spec section 5); a notice goes out on the other channel',
  access: 'client',
  params: userParams,
  body: z.object({
    oldPassword: z.string().max(64),
    newPassword: z.string().max(64),
    confirmation: z.string().max(64),
  }),
  data: z.null(),
});

export const postUserAgreement = defineCall({
  service: 'main',
  method: 'POST',
  path: '/users/:userID/agreements',
  summary: 'Records that the user accepted the additional agreement (tip AdditionalAgreement)',
  access: 'client',
  params: userParams,
  body: z.object({ agreementKey: z.literal('ADDITIONAL_AGREEMENT') }),
  data: z.null(),
});

/** Who the logged-in client is, for the welcome on the home page. */
export const userProfileSchema = z.object({
  userID: z.string(),
  /** The name on the account opening, in English (CHAN Tai Man) and Chinese (陳大文). */
  nameEn: z.string(),
  nameZh: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const getUserProfile = defineCall({
  service: 'main',
  method: 'GET',
  path: '/users/:userID/profile',
  summary: "The client's name as the broker holds it",
  access: 'client',
  params: userParams,
  data: userProfileSchema,
});
