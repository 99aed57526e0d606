import type { LocalizedText } from '@lantau/contract';

// What the ledger's account record and the client's message center say about an IPO application, in the three
// languages (the message center keeps all three so a client who switches language reads the new one).

export interface ApplicationFacts {
  reference: string;
  stockCode: string;
  name: LocalizedText;
  accountNumber: string;
  currency: string;
  quantity: number;
}

const text = (en_US: string, zh_HK: string, zh_CN: string): LocalizedText => ({ en_US, zh_HK, zh_CN });
const money = (facts: ApplicationFacts, amount: string) => `${facts.currency} ${amount}`;

/** The cut-off's debit: 'IPO application 02618 Lantau Robotics: 1000 shares'. */
export const lodgedDescription = (facts: ApplicationFacts) =>
  text(
    `IPO application ${facts.stockCode} ${facts.name.en_US}: ${facts.quantity} shares`,
    `新股認購 ${facts.stockCode} ${facts.name.zh_HK}：${facts.quantity} 股`,
    `新股认购 ${facts.stockCode} ${facts.name.zh_CN}：${facts.quantity} 股`,
  );

export const interestDescription = (facts: ApplicationFacts) =>
  text(
    `IPO loan interest ${facts.stockCode} ${facts.name.en_US}`,
    `新股融資利息 ${facts.stockCode} ${facts.name.zh_HK}`,
    `新股融资利息 ${facts.stockCode} ${facts.name.zh_CN}`,
  );

/** The results day's journal: refund, loan repaid and the shares allotted. */
export const allottedDescription = (facts: ApplicationFacts, allotted: number) =>
  text(
    `IPO result ${facts.stockCode} ${facts.name.en_US}: ${allotted} of ${facts.quantity} shares allotted, refund`,
    `新股配發 ${facts.stockCode} ${facts.name.zh_HK}：獲配 ${allotted} / ${facts.quantity} 股，退款`,
    `新股配发 ${facts.stockCode} ${facts.name.zh_CN}：获配 ${allotted} / ${facts.quantity} 股，退款`,
  );

/** A cancelled listing's refund (and the allotted shares taken back). */
export const voidedDescription = (facts: ApplicationFacts) =>
  text(
    `IPO cancelled ${facts.stockCode} ${facts.name.en_US}: refund`,
    `新股取消上市 ${facts.stockCode} ${facts.name.zh_HK}：退款`,
    `新股取消上市 ${facts.stockCode} ${facts.name.zh_CN}：退款`,
  );

export function submittedMessage(facts: ApplicationFacts, totalDue: string) {
  return {
    title: text(
      `IPO application received: ${facts.stockCode} ${facts.name.en_US}`,
      `已收到新股認購申請：${facts.stockCode} ${facts.name.zh_HK}`,
      `已收到新股认购申请：${facts.stockCode} ${facts.name.zh_CN}`,
    ),
    content: text(
      `Your application ${facts.reference} for ${facts.quantity} shares with account ${facts.accountNumber} was ` +
        `received; ${money(facts, totalDue)} is on hold until the cut-off.`,
      `你以賬戶 ${facts.accountNumber} 認購 ${facts.quantity} 股的申請 ${facts.reference} 已收到；` +
        `${money(facts, totalDue)} 已凍結至截止時間。`,
      `你以账户 ${facts.accountNumber} 认购 ${facts.quantity} 股的申请 ${facts.reference} 已收到；` +
        `${money(facts, totalDue)} 已冻结至截止时间。`,
    ),
  };
}

export function resultMessage(facts: ApplicationFacts, allotted: number, refund: string) {
  return {
    title: text(
      `IPO result: ${facts.stockCode} ${facts.name.en_US}`,
      `新股配發結果：${facts.stockCode} ${facts.name.zh_HK}`,
      `新股配发结果：${facts.stockCode} ${facts.name.zh_CN}`,
    ),
    content: text(
      `Application ${facts.reference}: ${allotted} of ${facts.quantity} shares allotted to account ` +
        `${facts.accountNumber}; ${money(facts, refund)} refunded (the loan repaid first).`,
      `申請 ${facts.reference}：賬戶 ${facts.accountNumber} 獲配 ${allotted} / ${facts.quantity} 股；` +
        `已退款 ${money(facts, refund)}（先償還貸款）。`,
      `申请 ${facts.reference}：账户 ${facts.accountNumber} 获配 ${allotted} / ${facts.quantity} 股；` +
        `已退款 ${money(facts, refund)}（先偿还贷款）。`,
    ),
  };
}

export function refundMessage(facts: ApplicationFacts, refund: string, reason: string) {
  return {
    title: text(
      `IPO cancelled, refunded: ${facts.stockCode} ${facts.name.en_US}`,
      `新股已取消並退款：${facts.stockCode} ${facts.name.zh_HK}`,
      `新股已取消并退款：${facts.stockCode} ${facts.name.zh_CN}`,
    ),
    content: text(
      `The IPO was cancelled (${reason}). Application ${facts.reference}: ${money(facts, refund)} refunded to ` +
        `account ${facts.accountNumber}.`,
      `此新股已取消（${reason}）。申請 ${facts.reference}：已退款 ${money(facts, refund)} 至賬戶 ${facts.accountNumber}。`,
      `此新股已取消（${reason}）。申请 ${facts.reference}：已退款 ${money(facts, refund)} 至账户 ${facts.accountNumber}。`,
    ),
  };
}

/** Why an application was voided, kept on the row in three languages. */
export const voidedReason = text(
  'The IPO was cancelled; the application was refunded.',
  '此新股已取消，申請已退款。',
  '此新股已取消，申请已退款。',
);
