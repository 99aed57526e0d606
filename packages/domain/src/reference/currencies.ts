import type { LocalizedName } from './localized-name';

export interface CurrencyReference {
  code: string;
  name: LocalizedName;
}

const name = (en_US: string, zh_HK: string, zh_CN: string): LocalizedName => ({ en_US, zh_HK, zh_CN });

/** Cash currencies, in the order the portal lists them (Hong Kong first, then by trading relevance). */
const cashCurrencies: readonly CurrencyReference[] = [
  { code: 'HKD', name: name('Hong Kong Dollar', '港元', '港元') },
  { code: 'CNY', name: name('Chinese Renminbi', '人民幣', '人民币') },
  { code: 'CNH', name: name('Offshore Renminbi', '離岸人民幣', '离岸人民币') },
  { code: 'USD', name: name('US Dollar', '美元', '美元') },
  { code: 'EUR', name: name('Euro', '歐元', '欧元') },
  { code: 'GBP', name: name('British Pound', '英鎊', '英镑') },
  { code: 'JPY', name: name('Japanese Yen', '日圓', '日元') },
  { code: 'AUD', name: name('Australian Dollar', '澳元', '澳元') },
  { code: 'CAD', name: name('Canadian Dollar', '加拿大元', '加拿大元') },
  { code: 'SGD', name: name('Singapore Dollar', '新加坡元', '新加坡元') },
  { code: 'NZD', name: name('New Zealand Dollar', '紐西蘭元', '新西兰元') },
  { code: 'CHF', name: name('Swiss Franc', '瑞士法郎', '瑞士法郎') },
  { code: 'TWD', name: name('New Taiwan Dollar', '新台幣', '新台币') },
  { code: 'MYR', name: name('Malaysian Ringgit', '馬來西亞令吉', '马来西亚林吉特') },
  { code: 'KRW', name: name('South Korean Won', '韓圜', '韩元') },
  { code: 'THB', name: name('Thai Baht', '泰銖', '泰铢') },
  { code: 'IDR', name: name('Indonesian Rupiah', '印尼盾', '印尼盾') },
  { code: 'PHP', name: name('Philippine Peso', '菲律賓披索', '菲律宾比索') },
  { code: 'INR', name: name('Indian Rupee', '印度盧比', '印度卢比') },
  { code: 'VND', name: name('Vietnamese Dong', '越南盾', '越南盾') },
  { code: 'MOP', name: name('Macanese Pataca', '澳門元', '澳门元') },
  { code: 'SEK', name: name('Swedish Krona', '瑞典克朗', '瑞典克朗') },
  { code: 'NOK', name: name('Norwegian Krone', '挪威克朗', '挪威克朗') },
  { code: 'DKK', name: name('Danish Krone', '丹麥克朗', '丹麦克朗') },
  { code: 'ZAR', name: name('South African Rand', '南非蘭特', '南非兰特') },
  { code: 'AED', name: name('UAE Dirham', '阿聯酋迪拉姆', '阿联酋迪拉姆') },
  { code: 'SAR', name: name('Saudi Riyal', '沙特里亞爾', '沙特里亚尔') },
  { code: 'QAR', name: name('Qatari Riyal', '卡塔爾里亞爾', '卡塔尔里亚尔') },
  { code: 'KWD', name: name('Kuwaiti Dinar', '科威特第納爾', '科威特第纳尔') },
  { code: 'BHD', name: name('Bahraini Dinar', '巴林第納爾', '巴林第纳尔') },
  { code: 'ILS', name: name('Israeli New Shekel', '以色列新謝克爾', '以色列新谢克尔') },
  { code: 'TRY', name: name('Turkish Lira', '土耳其里拉', '土耳其里拉') },
  { code: 'PLN', name: name('Polish Zloty', '波蘭茲羅提', '波兰兹罗提') },
  { code: 'CZK', name: name('Czech Koruna', '捷克克朗', '捷克克朗') },
  { code: 'HUF', name: name('Hungarian Forint', '匈牙利福林', '匈牙利福林') },
  { code: 'RUB', name: name('Russian Ruble', '俄羅斯盧布', '俄罗斯卢布') },
  { code: 'BRL', name: name('Brazilian Real', '巴西雷亞爾', '巴西雷亚尔') },
  { code: 'MXN', name: name('Mexican Peso', '墨西哥披索', '墨西哥比索') },
  { code: 'CLP', name: name('Chilean Peso', '智利披索', '智利比索') },
  { code: 'COP', name: name('Colombian Peso', '哥倫比亞披索', '哥伦比亚比索') },
  { code: 'PEN', name: name('Peruvian Sol', '秘魯索爾', '秘鲁索尔') },
  { code: 'ARS', name: name('Argentine Peso', '阿根廷披索', '阿根廷比索') },
  { code: 'EGP', name: name('Egyptian Pound', '埃及鎊', '埃及镑') },
  { code: 'NGN', name: name('Nigerian Naira', '尼日利亞奈拉', '尼日利亚奈拉') },
  { code: 'KES', name: name('Kenyan Shilling', '肯亞先令', '肯尼亚先令') },
  { code: 'PKR', name: name('Pakistani Rupee', '巴基斯坦盧比', '巴基斯坦卢比') },
  { code: 'BDT', name: name('Bangladeshi Taka', '孟加拉塔卡', '孟加拉塔卡') },
  { code: 'LKR', name: name('Sri Lankan Rupee', '斯里蘭卡盧比', '斯里兰卡卢比') },
  { code: 'BND', name: name('Brunei Dollar', '汶萊元', '文莱元') },
  { code: 'XAU', name: name('Gold (troy ounce)', '黃金（金衡盎司）', '黄金（金衡盎司）') },
];

/** Fixed-deposit variants: the same money held on time deposit, coded with an _FD suffix. */
const fixedDepositBases = ['HKD', 'USD', 'CNY', 'AUD', 'EUR', 'GBP', 'JPY', 'CAD', 'SGD', 'NZD'] as const;
export const FIXED_DEPOSIT_SUFFIX = '_FD';

function fixedDepositOf(base: CurrencyReference): CurrencyReference {
  return {
    code: base.code + FIXED_DEPOSIT_SUFFIX,
    name: name(
      `${base.name.en_US} Fixed Deposit`,
      `${base.name.zh_HK}定期存款`,
      `${base.name.zh_CN}定期存款`,
    ),
  };
}

/** Every currency the platform knows, with its names in English, Traditional and Simplified Chinese. */
export const currencyReferences: readonly CurrencyReference[] = [
  ...cashCurrencies,
  ...fixedDepositBases.map((code) => {
    const base = cashCurrencies.find((currency) => currency.code === code);
    if (!base) throw new Error(`Fixed deposit of unknown currency ${code}`);
    return fixedDepositOf(base);
  }),
];

/**
 * Decimal places of a currency's minor unit (ISO 4217): two for most, none for the yen, the won, the dong and
 * the Chilean peso, three for the Gulf dinars. Fees are charged in the minor unit: to the cent, or to the yen.
 */
const MINOR_UNIT_EXCEPTIONS: Readonly<Record<string, number>> = {
  JPY: 0,
  KRW: 0,
  VND: 0,
  CLP: 0,
  KWD: 3,
  BHD: 3,
};
export function minorUnitDecimals(currency: string): number {
  return MINOR_UNIT_EXCEPTIONS[currency.replace(FIXED_DEPOSIT_SUFFIX, '')] ?? 2;
}
