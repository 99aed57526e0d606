export { encryptQuery, decryptQuery, type QueryParams } from './encrypted-query';
export { useEncryptedQuery, useEncryptedNavigate, type EncryptedQueryState } from './use-encrypted-query';
export {
  paths,
  articleSlugs,
  detectBasename,
  isReturnablePath,
  BROKER_LIST_SEGMENT,
  type ArticleSlug,
} from './paths';
export { useSealedSearch } from './use-sealed-search';
