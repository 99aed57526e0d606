/**
 * A name in the three interface languages. The domain does not import the contract, so it keeps its own
 * structural copy of the contract's LocalizedText; the two are assignable to each other.
 */
export interface LocalizedName {
  en_US: string;
  zh_HK: string;
  zh_CN: string;
}
