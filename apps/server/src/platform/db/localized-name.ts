import type { LocalizedText } from '@lantau/contract';
import type { LocalizedNameColumns } from './schema';

/** Names travel as one object holding the three languages; the tables keep one column per language. */
export function localizedNameColumns(name: LocalizedText): LocalizedNameColumns {
  return { name_en_us: name.en_US, name_zh_hk: name.zh_HK, name_zh_cn: name.zh_CN };
}

export function localizedNameOf(row: LocalizedNameColumns): LocalizedText {
  return { en_US: row.name_en_us, zh_HK: row.name_zh_hk, zh_CN: row.name_zh_cn };
}
