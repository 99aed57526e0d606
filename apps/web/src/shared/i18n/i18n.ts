import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { maxMoneyAmount, maxPrice, maxShareQuantity } from '@lantau/contract';
import { appLanguages, isAppLanguage, type AppLanguage } from './languages';
import { loadTextPack } from './resources';

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isAppLanguage(language)) return callback(new Error(`Unsupported language ${language}`), false);
    loadTextPack(language, namespace).then(
      (pack) => callback(null, pack),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

/** The contract's input maxima, grouped, for any text that states one ('at most {{maxPrice}}'). */
// Whole numbers well inside a double's exact range, so Intl formats them exactly: no decimal library on the
// login page for three constants.
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
export const inputLimitTexts = {
  maxMoneyAmount: wholeNumber.format(Number(maxMoneyAmount)),
  maxPrice: wholeNumber.format(Number(maxPrice)),
  maxShareQuantity: wholeNumber.format(maxShareQuantity),
};

export async function initI18n(language: AppLanguage): Promise<void> {
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...appLanguages],
      // Every key exists in every pack (a unit test checks), so falling back would only hide mistakes.
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false, defaultVariables: inputLimitTexts },
      react: { bindI18nStore: 'added' },
    });
}

export function currentLanguage(): AppLanguage {
  return isAppLanguage(i18n.language) ? i18n.language : 'en';
}
