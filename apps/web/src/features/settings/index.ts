export { useLanguageOnServer } from './api/patch-user-language';
