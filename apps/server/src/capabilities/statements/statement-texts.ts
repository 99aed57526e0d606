import type { ApiLanguage, FeeItem, LedgerReason, OrderSide, StatementKind } from '@lantau/contract';

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
}

const en: StatementTexts = {
  title: { DAILY: 'Daily statement', MONTHLY: 'Monthly statement' },
  period: 'Period',
  generated: 'Generated',
  client: 'Client',
  account: 'Account',
  accountType: { CASH: 'Cash account', MARGIN: 'Margin account' },
  cashSummary: 'Cash summary',
  currency: 'Currency',
  opening: 'Opening balance',
  net: 'Net movement',
  closing: 'Closing balance',
  cashMovements: 'Cash movements',
  date: 'Date',
  valueDate: 'Value date',
  description: 'Description',
  amount: 'Amount',
  balance: 'Balance',
  trades: 'Trades',
  stock: 'Stock',
  side: 'Side',
  sides: { BUY: 'Buy', SELL: 'Sell' },
  quantity: 'Quantity',
  price: 'Price',
  consideration: 'Consideration',
  fees: 'Fees',
  totalFees: 'Total fees',
  netAmount: 'Net amount',
  settles: 'Settles',
  positions: 'Positions at period end',
  closingPrice: 'Closing price',
  marketValue: 'Market value',
  none: 'None in this period.',
  reconciled: 'Opening balance plus net movement equals closing balance for every currency.',
  priceNote:
    'Positions are valued at the last price for a period that includes today, else at the latest closing price.',
  page: (page, pages) => `Page ${page} of ${pages}`,
  reason: {
    OPENING_BALANCE: 'Opening balance',
    ORDER_HOLD: 'Order hold',
    TRADE: 'Trade',
    FEE: 'Fees',
    SETTLEMENT: 'Settlement',
    DEPOSIT: 'Deposit',
    WITHDRAWAL: 'Withdrawal',
    EXCHANGE: 'Currency exchange',
    TRANSFER: 'Transfer',
    CORPORATE_ACTION: 'Corporate action',
    IPO: 'IPO',
    INTEREST: 'Interest',
    ADJUSTMENT: 'Adjustment',
  },
  feeItem: {
    BROKERAGE: 'Brokerage',
    STAMP_DUTY: 'Stamp duty',
    TRADING_FEE: 'Trading fee',
    SFC_LEVY: 'SFC levy',
    AFRC_LEVY: 'AFRC levy',
    SETTLEMENT_FEE: 'CCASS settlement fee',
    HANDLING_FEE: 'Handling fee',
    TRANSFER_FEE: 'Transfer fee (ChinaClear)',
    HKSCC_TRANSFER_FEE: 'Transfer fee (HKSCC)',
    SEC_FEE: 'SEC fee',
    FINRA_TAF: 'FINRA TAF',
    OTHER: 'Other fees',
  },
};

const zhHK: StatementTexts = {
  title: { DAILY: '日結單', MONTHLY: '月結單' },
  period: '結單期間',
  generated: '編製時間',
  client: '客戶',
  account: '賬戶',
  accountType: { CASH: '現金賬戶', MARGIN: '孖展賬戶' },
  cashSummary: '現金摘要',
  currency: '貨幣',
  opening: '期初結餘',
  net: '淨變動',
  closing: '期末結餘',
  cashMovements: '現金變動',
  date: '日期',
  valueDate: '交收日',
  description: '摘要',
  amount: '金額',
  balance: '結餘',
  trades: '成交',
  stock: '股票',
  side: '買賣',
  sides: { BUY: '買入', SELL: '賣出' },
  quantity: '數量',
  price: '價格',
  consideration: '成交金額',
  fees: '費用',
  totalFees: '費用合計',
  netAmount: '淨額',
  settles: '交收日',
  positions: '期末持倉',
  closingPrice: '收市價',
  marketValue: '市值',
  none: '此期間沒有記錄。',
  reconciled: '每種貨幣的期初結餘加淨變動均等於期末結餘。',
  priceNote: '包括今日的結單期間以最新價估值，其他期間以最近收市價估值。',
  page: (page, pages) => `第 ${page} 頁，共 ${pages} 頁`,
  reason: {
    OPENING_BALANCE: '期初結餘',
    ORDER_HOLD: '委託凍結',
    TRADE: '交易',
    FEE: '費用',
    SETTLEMENT: '交收',
    DEPOSIT: '存款',
    WITHDRAWAL: '提款',
    EXCHANGE: '貨幣兌換',
    TRANSFER: '轉賬',
    CORPORATE_ACTION: '公司行動',
    IPO: '新股認購',
    INTEREST: '利息',
    ADJUSTMENT: '調整',
  },
  feeItem: {
    BROKERAGE: '佣金',
    STAMP_DUTY: '印花稅',
    TRADING_FEE: '交易費',
    SFC_LEVY: '證監會交易徵費',
    AFRC_LEVY: '會財局交易徵費',
    SETTLEMENT_FEE: '中央結算交收費',
    HANDLING_FEE: '手續費',
    TRANSFER_FEE: '過戶費（中國結算）',
    HKSCC_TRANSFER_FEE: '過戶費（香港結算）',
    SEC_FEE: '美國證交會費用',
    FINRA_TAF: 'FINRA 交易活動費',
    OTHER: '其他費用',
  },
};

const zhCN: StatementTexts = {
  title: { DAILY: '日结单', MONTHLY: '月结单' },
  period: '结单期间',
  generated: '编制时间',
  client: '客户',
  account: '账户',
  accountType: { CASH: '现金账户', MARGIN: '保证金账户' },
  cashSummary: '现金摘要',
  currency: '货币',
  opening: '期初余额',
  net: '净变动',
  closing: '期末余额',
  cashMovements: '现金变动',
  date: '日期',
  valueDate: '交收日',
  description: '摘要',
  amount: '金额',
  balance: '余额',
  trades: '成交',
  stock: '股票',
  side: '买卖',
  sides: { BUY: '买入', SELL: '卖出' },
  quantity: '数量',
  price: '价格',
  consideration: '成交金额',
  fees: '费用',
  totalFees: '费用合计',
  netAmount: '净额',
  settles: '交收日',
  positions: '期末持仓',
  closingPrice: '收市价',
  marketValue: '市值',
  none: '此期间没有记录。',
  reconciled: '每种货币的期初余额加净变动均等于期末余额。',
  priceNote: '包括今日的结单期间以最新价估值，其他期间以最近收市价估值。',
  page: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
  reason: {
    OPENING_BALANCE: '期初余额',
    ORDER_HOLD: '委托冻结',
    TRADE: '交易',
    FEE: '费用',
    SETTLEMENT: '交收',
    DEPOSIT: '存款',
    WITHDRAWAL: '提款',
    EXCHANGE: '货币兑换',
    TRANSFER: '转账',
    CORPORATE_ACTION: '公司行动',
    IPO: '新股认购',
    INTEREST: '利息',
    ADJUSTMENT: '调整',
  },
  feeItem: {
    BROKERAGE: '佣金',
    STAMP_DUTY: '印花税',
    TRADING_FEE: '交易费',
    SFC_LEVY: '证监会交易征费',
    AFRC_LEVY: '会财局交易征费',
    SETTLEMENT_FEE: '中央结算交收费',
    HANDLING_FEE: '手续费',
    TRANSFER_FEE: '过户费（中国结算）',
    HKSCC_TRANSFER_FEE: '过户费（香港结算）',
    SEC_FEE: '美国证交会费用',
    FINRA_TAF: 'FINRA 交易活动费',
    OTHER: '其他费用',
  },
};

export const statementTexts: Record<ApiLanguage, StatementTexts> = { en_US: en, zh_HK: zhHK, zh_CN: zhCN };
