export * from './languages';
export { i18n, initI18n, currentLanguage } from './i18n';
export { applyBrokerTexts, brokerTextsApplied, layerBrokerTexts } from './broker-texts';
export {
  initialLanguage,
  syncLanguage,
  chooseLanguage,
  brokerDefaultLanguage,
  followBrokerDefault,
} from './language-sync';
export { useLanguage } from './use-language';
export { RESOURCE_MISS_EVENT } from './resources';
export { useLocalized } from './use-localized';
