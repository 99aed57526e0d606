import type { FundRequestStatus, FundRequestType, LocalizedText } from '@lantau/contract';

const text = (en_US: string, zh_HK: string, zh_CN: string): LocalizedText => ({ en_US, zh_HK, zh_CN });

const typeNames: Record<FundRequestType, LocalizedText> = {
  DEPOSIT: text('Deposit', '存款', '存款'),
  WITHDRAWAL: text('Withdrawal', '提款', '提款'),
  EXCHANGE: text('Currency exchange', '貨幣兌換', '货币兑换'),
  TRANSFER: text('Transfer', '轉賬', '转账'),
};

const statusNames: Record<FundRequestStatus, LocalizedText> = {
  PND: text('submitted', '已提交', '已提交'),
  ACK: text('being processed', '處理中', '处理中'),
  PTC: text('being withdrawn', '撤回中', '撤回中'),
  APV: text('approved and being paid', '已批核，正在處理款項', '已批核，正在处理款项'),
  CLS: text('completed', '已完成', '已完成'),
  CAN: text('withdrawn', '已撤回', '已撤回'),
  REJ: text('rejected', '已拒絕', '已拒绝'),
};

/** The message-center title and content of one change of a fund request, in the three languages. */
export function fundMessage(
  request: { requestNumber: string; type: FundRequestType; currency: string; amount: string },
  status: FundRequestStatus,
  reason: string | null,
): { title: LocalizedText; content: LocalizedText } {
  const type = typeNames[request.type];
  const state = statusNames[status];
  const money = `${request.currency} ${request.amount}`;
  const because =
    reason === null ? text('', '', '') : text(` Reason: ${reason}`, `原因：${reason}`, `原因：${reason}`);
  return {
    title: text(
      `${type.en_US} ${request.requestNumber} ${state.en_US}`,
      `${type.zh_HK} ${request.requestNumber} ${state.zh_HK}`,
      `${type.zh_CN} ${request.requestNumber} ${state.zh_CN}`,
    ),
    content: text(
      `Your ${type.en_US.toLowerCase()} request ${request.requestNumber} of ${money} is ${state.en_US}.${because.en_US}`,
      `你的${type.zh_HK}申請 ${request.requestNumber}（${money}）${state.zh_HK}。${because.zh_HK}`,
      `你的${type.zh_CN}申请 ${request.requestNumber}（${money}）${state.zh_CN}。${because.zh_CN}`,
    ),
  };
}

/** Why an eDDA authorisation is INVALID or REFUSED, as the client reads it. */
export const eddaStateMessages = {
  INVALID: text(
    "The account holder's name or ID number does not match the bank's record.",
    '賬戶持有人姓名或身份證明文件號碼與銀行紀錄不符。',
    '账户持有人姓名或身份证明文件号码与银行记录不符。',
  ),
  REFUSED: text(
    'The broker or the bank refused the authorisation.',
    '經紀商或銀行拒絕了此授權。',
    '经纪商或银行拒绝了此授权。',
  ),
} satisfies Record<string, LocalizedText>;

/** The journal descriptions the account record shows. */
export function journalDescription(type: FundRequestType, requestNumber: string): LocalizedText {
  const name = typeNames[type];
  return text(
    `${name.en_US} ${requestNumber}`,
    `${name.zh_HK} ${requestNumber}`,
    `${name.zh_CN} ${requestNumber}`,
  );
}
