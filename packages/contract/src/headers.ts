import { z } from 'zod';

export * from './request-headers';

/** Interface languages as the API names them. */
export const apiLanguages = ['en_US', 'zh_HK', 'zh_CN'] as const;
export const apiLanguageSchema = z.enum(apiLanguages);
export type ApiLanguage = z.infer<typeof apiLanguageSchema>;
export const defaultApiLanguage: ApiLanguage = 'en_US';

/** Text in the three interface languages. */
export const localizedTextSchema = z.object({ en_US: z.string(), zh_HK: z.string(), zh_CN: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;
