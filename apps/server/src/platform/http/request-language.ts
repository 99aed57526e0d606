import { apiLanguageSchema, defaultApiLanguage, type ApiLanguage } from '@lantau/contract';

/** Maps a BCP 47 tag from Accept-Language to an API language; undefined when we have no such language. */
function languageOfTag(tag: string): ApiLanguage | undefined {
  const subtags = tag.toLowerCase().split(/[-_]/);
  if (subtags[0] === 'en') return 'en_US';
  if (subtags[0] !== 'zh') return undefined;
  // Script beats region: zh-Hant-CN is still Traditional.
  if (subtags.includes('hant')) return 'zh_HK';
  if (subtags.includes('hans')) return 'zh_CN';
  if (subtags.some((subtag) => subtag === 'hk' || subtag === 'tw' || subtag === 'mo')) return 'zh_HK';
  return 'zh_CN';
}

/** The languages of an Accept-Language header, best first (by q-value, then by order). */
function acceptedLanguages(header: string): ApiLanguage[] {
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const quality = parameters.map((part) => /^\s*q=([\d.]+)\s*$/.exec(part)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.tag.length > 0 && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => languageOfTag(entry.tag))
    .filter((language): language is ApiLanguage => language !== undefined);
}

/** The caller's language: the x-lang header when it names one of ours, else Accept-Language, else English. */
export function resolveRequestLanguage(
  xLang: string | undefined,
  acceptLanguage: string | undefined,
): ApiLanguage {
  const explicit = apiLanguageSchema.safeParse(xLang?.trim());
  if (explicit.success) return explicit.data;
  return (acceptLanguage && acceptedLanguages(acceptLanguage)[0]) || defaultApiLanguage;
}
