import {
  apiLanguages,
  type ApiLanguage,
  type FeeItem,
  type LedgerReason,
  type LocalizedText,
  type OrderSide,
  type StatementKind,
} from '@lantau/contract';

/** The words a statement PDF prints, in the language it is asked in. */
export interface StatementTexts {
  title: Record<StatementKind, string>;
  period: string;
  generated: string;
  client: string;
  account: string;
  accountType: Record<'CASH' | 'MARGIN', string>;
  cashSummary: string;
  currency: string;
  opening: string;
  net: string;
  closing: string;
  cashMovements: string;
  date: string;
  valueDate: string;
  description: string;
  amount: string;
  balance: string;
  trades: string;
  stock: string;
  side: string;
  sides: Record<OrderSide, string>;
  quantity: string;
  price: string;
  consideration: string;
  fees: string;
  totalFees: string;
  netAmount: string;
  settles: string;
  positions: string;
  closingPrice: string;
  marketValue: string;
  none: string;
  reconciled: string;
  priceNote: string;
  page: (page: number, pages: number) => string;
  reason: Record<LedgerReason, string>;
  feeItem: Record<FeeItem, string>;
  /** The markets clients trade, by name: a statement never prints a code such as 'MA^MZ'. */
  markets: Record<'HK' | 'US' | 'MA^MZ' | 'SS^SZ', string>;
}

/** StatementTexts with every text in the three languages side by side, as a translator reads them. */
type InLanguages<T> = {
  [K in keyof T]: T[K] extends string
    ? LocalizedText
    : T[K] extends (...args: never[]) => string
      ? Record<ApiLanguage, T[K]>
      : InLanguages<T[K]>;
};

const text = (en_US: string, zh_HK: string, zh_CN: string): LocalizedText => ({ en_US, zh_HK, zh_CN });

const texts: InLanguages<StatementTexts> = {
  title: {
    DAILY: text('Daily statement', '日結單', '日结单'),
    MONTHLY: text('Monthly statement', '月結單', '月结单'),
  },
  period: text('Period', '結單期間', '结单期间'),
  generated: text('Generated', '編製時間', '编制时间'),
  client: text('Client', '客戶', '客户'),
  account: text('Account', '賬戶', '账户'),
  accountType: {
    CASH: text('Cash account', '現金賬戶', '现金账户'),
    MARGIN: text('Margin account', '孖展賬戶', '保证金账户'),
  },
  cashSummary: text('Cash summary', '現金摘要', '现金摘要'),
  currency: text('Currency', '貨幣', '货币'),
  opening: text('Opening balance', '期初結餘', '期初余额'),
  net: text('Net movement', '淨變動', '净变动'),
  closing: text('Closing balance', '期末結餘', '期末余额'),
  cashMovements: text('Cash movements', '現金變動', '现金变动'),
  date: text('Date', '日期', '日期'),
  valueDate: text('Value date', '交收日', '交收日'),
  description: text('Description', '摘要', '摘要'),
  amount: text('Amount', '金額', '金额'),
  balance: text('Balance', '結餘', '余额'),
  trades: text('Trades', '成交', '成交'),
  stock: text('Stock', '股票', '股票'),
  side: text('Side', '買賣', '买卖'),
  sides: {
    BUY: text('Buy', '買入', '买入'),
    SELL: text('Sell', '賣出', '卖出'),
  },
  quantity: text('Quantity', '數量', '数量'),
  price: text('Price', '價格', '价格'),
  consideration: text('Consideration', '成交金額', '成交金额'),
  fees: text('Fees', '費用', '费用'),
  totalFees: text('Total fees', '費用合計', '费用合计'),
  netAmount: text('Net amount', '淨額', '净额'),
  settles: text('Settles', '交收日', '交收日'),
  positions: text('Positions at period end', '期末持倉', '期末持仓'),
  closingPrice: text('Closing price', '收市價', '收市价'),
  marketValue: text('Market value', '市值', '市值'),
  none: text('None in this period.', '此期間沒有記錄。', '此期间没有记录。'),
  reconciled: text(
    'Opening balance plus net movement equals closing balance for every currency.',
    '每種貨幣的期初結餘加淨變動均等於期末結餘。',
    '每种货币的期初余额加净变动均等于期末余额。',
  ),
  priceNote: text(
    'Positions are valued at the last price for a period that includes today, else at the latest closing price.',
    '包括今日的結單期間以最新價估值，其他期間以最近收市價估值。',
    '包括今日的结单期间以最新价估值，其他期间以最近收市价估值。',
  ),
  page: {
    en_US: (page, pages) => `Page ${page} of ${pages}`,
    zh_HK: (page, pages) => `第 ${page} 頁，共 ${pages} 頁`,
    zh_CN: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
  },
  reason: {
    OPENING_BALANCE: text('Opening balance', '期初結餘', '期初余额'),
    ORDER_HOLD: text('Order hold', '委託凍結', '委托冻结'),
    TRADE: text('Trade', '交易', '交易'),
    FEE: text('Fees', '費用', '费用'),
    SETTLEMENT: text('Settlement', '交收', '交收'),
    DEPOSIT: text('Deposit', '存款', '存款'),
    WITHDRAWAL: text('Withdrawal', '提款', '提款'),
    EXCHANGE: text('Currency exchange', '貨幣兌換', '货币兑换'),
    TRANSFER: text('Transfer', '轉賬', '转账'),
    CORPORATE_ACTION: text('Corporate action', '公司行動', '公司行动'),
    IPO: text('IPO', '新股認購', '新股认购'),
    INTEREST: text('Interest', '利息', '利息'),
    ADJUSTMENT: text('Adjustment', '調整', '调整'),
  },
  feeItem: {
    BROKERAGE: text('Brokerage', '佣金', '佣金'),
    STAMP_DUTY: text('Stamp duty', '印花稅', '印花税'),
    TRADING_FEE: text('Trading fee', '交易費', '交易费'),
    SFC_LEVY: text('SFC levy', '證監會交易徵費', '证监会交易征费'),
    AFRC_LEVY: text('AFRC levy', '會財局交易徵費', '会财局交易征费'),
    SETTLEMENT_FEE: text('CCASS settlement fee', '中央結算交收費', '中央结算交收费'),
    HANDLING_FEE: text('Handling fee', '手續費', '手续费'),
    TRANSFER_FEE: text('Transfer fee (ChinaClear)', '過戶費（中國結算）', '过户费（中国结算）'),
    HKSCC_TRANSFER_FEE: text('Transfer fee (HKSCC)', '過戶費（香港結算）', '过户费（香港结算）'),
    SEC_FEE: text('SEC fee', '美國證交會費用', '美国证交会费用'),
    FINRA_TAF: text('FINRA TAF', 'FINRA 交易活動費', 'FINRA 交易活动费'),
    OTHER: text('Other fees', '其他費用', '其他费用'),
  },
  markets: {
    HK: text('Hong Kong', '香港', '香港'),
    US: text('US', '美國', '美国'),
    'MA^MZ': text('China A-shares', '中國A股', '中国A股'),
    'SS^SZ': text('China B-shares', '中國B股', '中国B股'),
  },
};

/** The pack of one language: each text of `inLanguages` (an object keyed by the languages) in that language. */
function packOf(language: ApiLanguage, inLanguages: object): unknown {
  return Object.fromEntries(
    Object.entries(inLanguages).map(([key, value]: [string, Record<string, unknown>]) => [
      key,
      language in value ? value[language] : packOf(language, value),
    ]),
  );
}

export const statementTexts = Object.fromEntries(
  apiLanguages.map((language) => [language, packOf(language, texts)]),
) as Record<ApiLanguage, StatementTexts>;
