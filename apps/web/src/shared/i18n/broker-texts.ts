import { i18n } from './i18n';
import type { AppLanguage } from './languages';
import { loadTextPack, type TextPack } from './resources';

/** Turns a broker's flat overrides ('login.title') into the nested shape of the packs. */
export function unflattenTexts(flat: Record<string, string>): TextPack {
  const nested: TextPack = {};
  for (const [path, text] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = nested;
    keys.slice(0, -1).forEach((key) => {
      const child = node[key];
      if (typeof child !== 'object' || Array.isArray(child)) node[key] = {};
      node = node[key] as TextPack;
    });
    node[keys[keys.length - 1]!] = text;
  }
  return nested;
}

export function mergeTexts(base: TextPack, overrides: TextPack): TextPack {
  const merged: TextPack = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    const bothObjects =
      typeof value === 'object' &&
      !Array.isArray(value) &&
      typeof current === 'object' &&
      !Array.isArray(current);
    merged[key] = bothObjects ? mergeTexts(current, value) : value;
  }
  return merged;
}

/** Whose texts in which language are in place: a prerendered page's first render must not wait for them. */
let appliedFor: string | undefined;

export function brokerTextsApplied(brokerCode: string, language: AppLanguage): boolean {
  return appliedFor === `${brokerCode}/${language}`;
}

/** Layers a broker's overrides over a default pack already at hand (the server's prerender has them all). */
export function layerBrokerTexts(
  language: AppLanguage,
  base: TextPack,
  overrides: Record<string, string>,
  brokerCode?: string,
): void {
  i18n.addResourceBundle(language, 'common', mergeTexts(base, unflattenTexts(overrides)), false, true);
  appliedFor = brokerCode === undefined ? undefined : `${brokerCode}/${language}`;
}

/**
 * Layers a broker's overrides over the default pack of one language. Always starts from the default, so the
 * texts of a broker visited before do not linger.
 */
export async function applyBrokerTexts(
  language: AppLanguage,
  overrides: Record<string, string>,
  brokerCode?: string,
): Promise<void> {
  layerBrokerTexts(language, await loadTextPack(language, 'common'), overrides, brokerCode);
}
