import type { LocalizedName } from './localized-name';

export interface BankReference {
  /** The bank code of the Hong Kong clearing system (three digits). */
  bankCode: string;
  name: LocalizedName;
  swiftCode: string;
  /** Takes part in FPS. */
  fps: boolean;
  /** Offers eDDA direct-debit authorisations. */
  edda: boolean;
}

const bank = (
  bankCode: string,
  swiftCode: string,
  en_US: string,
  zh_HK: string,
  zh_CN: string,
  edda = true,
): BankReference => ({ bankCode, swiftCode, name: { en_US, zh_HK, zh_CN }, fps: true, edda });

/** Licensed banks in Hong Kong that clients commonly pay from, by clearing code. */
export const hongKongBanks: readonly BankReference[] = [
  bank(
    '003',
    'SCBLHKHH',
    'Standard Chartered Bank (Hong Kong) Limited',
    '渣打銀行（香港）有限公司',
    '渣打银行（香港）有限公司',
  ),
  bank(
    '004',
    'HSBCHKHH',
    'The Hongkong and Shanghai Banking Corporation Limited',
    '香港上海滙豐銀行有限公司',
    '香港上海汇丰银行有限公司',
  ),
  bank(
    '009',
    'CCBQHKAX',
    'China Construction Bank (Asia) Corporation Limited',
    '中國建設銀行（亞洲）股份有限公司',
    '中国建设银行（亚洲）股份有限公司',
  ),
  bank(
    '012',
    'BKCHHKHH',
    'Bank of China (Hong Kong) Limited',
    '中國銀行（香港）有限公司',
    '中国银行（香港）有限公司',
  ),
  bank('015', 'BEASHKHH', 'The Bank of East Asia, Limited', '東亞銀行有限公司', '东亚银行有限公司'),
  bank(
    '016',
    'DHBKHKHH',
    'DBS Bank (Hong Kong) Limited',
    '星展銀行（香港）有限公司',
    '星展银行（香港）有限公司',
  ),
  bank(
    '018',
    'KWHKHKHH',
    'China CITIC Bank International Limited',
    '中信銀行（國際）有限公司',
    '中信银行（国际）有限公司',
  ),
  bank('020', 'WUBAHKHH', 'CMB Wing Lung Bank Limited', '招商永隆銀行有限公司', '招商永隆银行有限公司'),
  bank('024', 'HASEHKHH', 'Hang Seng Bank Limited', '恒生銀行有限公司', '恒生银行有限公司'),
  bank('025', 'SCBKHKHH', 'Shanghai Commercial Bank Limited', '上海商業銀行有限公司', '上海商业银行有限公司'),
  bank(
    '028',
    'CBHKHKHH',
    'Public Bank (Hong Kong) Limited',
    '大眾銀行（香港）有限公司',
    '大众银行（香港）有限公司',
    false,
  ),
  bank(
    '035',
    'WIHBHKHH',
    'OCBC Bank (Hong Kong) Limited',
    '華僑銀行（香港）有限公司',
    '华侨银行（香港）有限公司',
  ),
  bank('039', 'CIYUHKHH', 'Chiyu Banking Corporation Limited', '集友銀行有限公司', '集友银行有限公司', false),
  bank('040', 'DSBAHKHH', 'Dah Sing Bank, Limited', '大新銀行有限公司', '大新银行有限公司'),
  bank('041', 'LCHBHKHH', 'Chong Hing Bank Limited', '創興銀行有限公司', '创兴银行有限公司'),
  bank('043', 'NYCBHKHH', 'Nanyang Commercial Bank, Limited', '南洋商業銀行有限公司', '南洋商业银行有限公司'),
  bank(
    '072',
    'UBHKHKHH',
    'Industrial and Commercial Bank of China (Asia) Limited',
    '中國工商銀行（亞洲）有限公司',
    '中国工商银行（亚洲）有限公司',
  ),
  bank(
    '250',
    'CITIHKAX',
    'Citibank (Hong Kong) Limited',
    '花旗銀行（香港）有限公司',
    '花旗银行（香港）有限公司',
  ),
];
