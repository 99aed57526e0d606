import type { LocalizedText, TipKey } from '@lantau/contract';
import type { DemoBroker } from './demo-brokers';

/** Paragraphs are separated by a blank line; the portal shows them as paragraphs. */
const paragraphs = (...parts: string[]) => parts.join('\n\n');

function loginDisclaimer({ name }: DemoBroker): LocalizedText {
  return {
    en_US: paragraphs(
      `Important information: please read before logging in to ${name.en_US} Online Trading.`,
      'Risk of securities trading. The prices of securities fluctuate, sometimes dramatically. The price of a security may move up or down, and may become valueless. It is as likely that losses will be incurred rather than profit made as a result of buying and selling securities. Past performance is not indicative of future performance.',
      `Risk of margin trading. The risk of loss in financing a transaction by deposit of collateral is significant. You may sustain losses in excess of your cash and any other assets deposited as collateral with ${name.en_US}. Market conditions may make it impossible to execute contingent orders, such as stop-loss or stop-limit orders. You may be called upon at short notice to make additional margin deposits or interest payments; if they are not made within the prescribed time, your collateral may be liquidated without your consent.`,
      'Risk of trading outside Hong Kong. Securities traded on markets outside Hong Kong, including, where offered, China A-shares through Stock Connect and securities listed in the United States, are subject to the laws and regulations of those markets, which may differ from those of Hong Kong and may offer a different level of investor protection. Client assets received or held outside Hong Kong may not enjoy the same protection as that conferred under the Securities and Futures Ordinance (Cap. 571). Transactions in foreign currencies carry exchange-rate risk.',
      `Risk of electronic trading. Trading through an electronic system exposes you to the risks of that system, including failure of hardware, software or communication networks. Instructions sent over the internet may be delayed, interrupted, lost or received out of order, and market data shown may be delayed or inaccurate. ${name.en_US} is not liable for losses arising from failures beyond its reasonable control. Keep your password and second-factor device confidential and never disclose them to anyone, including staff of ${name.en_US}.`,
      `Regulation. ${name.en_US} is a licensed corporation regulated by the Securities and Futures Commission of Hong Kong (SFC) for Type 1 (dealing in securities) regulated activity. The SFC does not endorse any product and takes no responsibility for the contents of this notice. The Investor Compensation Fund covers only securities listed or traded on the Stock Exchange of Hong Kong, up to its limits.`,
      'Nothing on this platform is an offer, solicitation or recommendation to buy or sell any investment product. Before investing, consider your investment objectives, experience, financial situation and tolerance of risk, and seek independent professional advice if in doubt. By logging in you confirm that you have read and understood this disclaimer and the risk disclosure statements in your client agreement.',
    ),
    zh_HK: paragraphs(
      `重要資料：登入${name.zh_HK}網上交易前請細閱。`,
      '證券交易的風險。證券價格有時可能會非常波動。證券價格可升可跌，甚至變成毫無價值。買賣證券未必一定能夠賺取利潤，反而可能會招致損失。過往表現並不代表將來表現。',
      `保證金買賣的風險。藉存放抵押品而為交易取得融資的虧損風險可能極大。你所蒙受的虧蝕可能會超過你存放於${name.zh_HK}作為抵押品的現金及任何其他資產。市場情況可能使備用交易指示，例如「止蝕」或「止蝕限價」指示無法執行。你可能會在短時間內被要求存入額外的保證金款額或繳付利息；假如你未能在指定時間內支付，你的抵押品可能會在未經你同意下被出售。`,
      '在香港以外地方買賣的風險。在香港以外市場買賣的證券，包括（如適用）經滬深港通買賣的中國A股及在美國上市的證券，須受該等市場的法律及規例規管，有關規定可能與香港不同，投資者所得的保障程度亦可能有別。在香港以外地方收取或持有的客戶資產，未必享有《證券及期貨條例》（第571章）所賦予的相同保障。以外幣進行的交易涉及匯率風險。',
      `電子交易的風險。透過電子交易系統進行交易，你須承受該系統的風險，包括硬件、軟件或通訊網絡故障。經互聯網傳送的指示可能會延遲、中斷、遺失或次序錯亂，所顯示的市場數據亦可能延遲或不準確。對於超出${name.zh_HK}合理控制範圍的故障所引致的損失，${name.zh_HK}概不負責。請對你的密碼及雙重認證裝置保密，切勿向任何人（包括${name.zh_HK}的職員）透露。`,
      `監管資料。${name.zh_HK}為受香港證券及期貨事務監察委員會（證監會）規管的持牌法團，可進行第1類（證券交易）受規管活動。證監會並不認可任何產品，亦不對本通知的內容負責。投資者賠償基金只涵蓋在香港聯合交易所上市或買賣的證券，並受其賠償上限規限。`,
      '本平台的任何內容均不構成買賣任何投資產品的要約、招攬或建議。投資前，請考慮你的投資目標、經驗、財政狀況及風險承受能力；如有疑問，應尋求獨立專業意見。登入即表示你確認已閱讀並明白本免責聲明及客戶協議內的風險披露聲明。',
    ),
    zh_CN: paragraphs(
      `重要信息：登录${name.zh_CN}网上交易前请细阅。`,
      '证券交易的风险。证券价格有时可能会非常波动。证券价格可升可跌，甚至变成毫无价值。买卖证券未必一定能够赚取利润，反而可能会招致损失。过往表现并不代表将来表现。',
      `保证金买卖的风险。借存放抵押品而为交易取得融资的亏损风险可能极大。你所蒙受的亏损可能会超过你存放于${name.zh_CN}作为抵押品的现金及任何其他资产。市场情况可能使备用交易指示，例如“止损”或“止损限价”指示无法执行。你可能会在短时间内被要求存入额外的保证金款额或缴付利息；假如你未能在指定时间内支付，你的抵押品可能会在未经你同意下被出售。`,
      '在香港以外地方买卖的风险。在香港以外市场买卖的证券，包括（如适用）经沪深港通买卖的中国A股及在美国上市的证券，须受该等市场的法律及规例监管，有关规定可能与香港不同，投资者所得的保障程度亦可能有别。在香港以外地方收取或持有的客户资产，未必享有《证券及期货条例》（第571章）所赋予的相同保障。以外币进行的交易涉及汇率风险。',
      `电子交易的风险。通过电子交易系统进行交易，你须承受该系统的风险，包括硬件、软件或通讯网络故障。经互联网传送的指示可能会延迟、中断、遗失或次序错乱，所显示的市场数据亦可能延迟或不准确。对于超出${name.zh_CN}合理控制范围的故障所引致的损失，${name.zh_CN}概不负责。请对你的密码及双重认证设备保密，切勿向任何人（包括${name.zh_CN}的职员）透露。`,
      `监管信息。${name.zh_CN}为受香港证券及期货事务监察委员会（证监会）监管的持牌法团，可进行第1类（证券交易）受规管活动。证监会并不认可任何产品，亦不对本通知的内容负责。投资者赔偿基金只涵盖在香港联合交易所上市或买卖的证券，并受其赔偿上限规限。`,
      '本平台的任何内容均不构成买卖任何投资产品的要约、招揽或建议。投资前，请考虑你的投资目标、经验、财务状况及风险承受能力；如有疑问，应寻求独立专业意见。登录即表示你确认已阅读并明白本免责声明及客户协议内的风险披露声明。',
    ),
  };
}

function loginTerms({ name }: DemoBroker): LocalizedText {
  return {
    en_US: `I have read and agree to the Terms and Conditions for Online Trading Services of ${name.en_US}, the Personal Information Collection Statement and the risk disclosure statements, and I accept the risks of electronic trading.`,
    zh_HK: `本人已閱讀並同意${name.zh_HK}網上交易服務條款及細則、個人資料收集聲明及風險披露聲明，並接受電子交易的風險。`,
    zh_CN: `本人已阅读并同意${name.zh_CN}网上交易服务条款及细则、个人资料收集声明及风险披露声明，并接受电子交易的风险。`,
  };
}

const depositNotice: LocalizedText = {
  en_US: paragraphs(
    'Deposits must come from a bank account in your own name. Third-party deposits will be returned and may incur charges. FPS deposits are accepted in HKD only.',
    'Upload the transfer slip or a screenshot showing the payer name, account number, amount and date. Deposits received before 4:00 pm on a business day are normally credited the same day.',
  ),
  zh_HK: paragraphs(
    '存款必須來自以閣下本人名義開立的銀行戶口。第三者存款將被退回，並可能須支付相關費用。轉數快存款只接受港元。',
    '請上載顯示付款人姓名、戶口號碼、金額及日期的轉賬收據或截圖。於營業日下午四時前收到的存款一般會於同日入賬。',
  ),
  zh_CN: paragraphs(
    '存款必须来自以阁下本人名义开立的银行账户。第三方存款将被退回，并可能须支付相关费用。转数快存款只接受港元。',
    '请上传显示付款人姓名、账户号码、金额及日期的转账收据或截图。于营业日下午四时前收到的存款一般会于同日入账。',
  ),
};

const withdrawalNotice: LocalizedText = {
  en_US:
    'Withdrawals are paid only to a bank account registered in your own name. Requests received before 12:00 noon on a business day are normally processed the same day, later ones on the next business day. The withdrawable amount excludes unsettled sale proceeds and money held for pending orders. A handling fee may apply to withdrawals in currencies other than HKD.',
  zh_HK:
    '提款只會存入以閣下本人名義登記的銀行戶口。於營業日中午十二時前收到的申請一般於同日處理，其後收到的申請於下一個營業日處理。可提取金額不包括未交收的賣出款項及為未成交指示預留的資金。以港元以外貨幣提款或須收取手續費。',
  zh_CN:
    '提款只会存入以阁下本人名义登记的银行账户。于营业日中午十二时前收到的申请一般于同日处理，其后收到的申请于下一个营业日处理。可提取金额不包括未交收的卖出款项及为未成交指示预留的资金。以港元以外货币提款或须收取手续费。',
};

const exchangeNotice: LocalizedText = {
  en_US:
    'Currency exchange uses the rate quoted when you submit the request; the reference rate shown is indicative only. Exchanged money is normally available for trading at once and for withdrawal after settlement. Renminbi is exchanged at the offshore (CNH) rate.',
  zh_HK:
    '貨幣兌換按提交申請時的報價匯率計算；所顯示的參考匯率僅供參考。兌換後的款項一般可即時用於交易，並於交收後提取。人民幣按離岸人民幣（CNH）匯率兌換。',
  zh_CN:
    '货币兑换按提交申请时的报价汇率计算；所显示的参考汇率仅供参考。兑换后的款项一般可即时用于交易，并于交收后提取。人民币按离岸人民币（CNH）汇率兑换。',
};

function eddaNotice({ name }: DemoBroker): LocalizedText {
  return {
    en_US: `eDDA lets ${name.en_US} debit your bank account on your instruction. Your name and identity document number must match your bank's records. Your bank normally confirms the set-up within 1 to 2 business days; after that, each deposit usually arrives within about 5 minutes. eDDA deposits are in HKD only.`,
    zh_HK: `電子直接付款授權（eDDA）讓${name.zh_HK}按閣下指示從閣下的銀行戶口扣款。閣下的姓名及身份證明文件號碼必須與銀行記錄相符。銀行一般於1至2個工作天內確認設立；其後每次存款通常約5分鐘內到賬。eDDA存款只接受港元。`,
    zh_CN: `电子直接付款授权（eDDA）让${name.zh_CN}按阁下指示从阁下的银行账户扣款。阁下的姓名及身份证明文件号码必须与银行记录相符。银行一般于1至2个工作日内确认设立；其后每次存款通常约5分钟内到账。eDDA存款只接受港元。`,
  };
}

const ipoNotice: LocalizedText = {
  en_US:
    'Read the prospectus carefully before applying. Each application is charged a handling fee, which is not refundable. Margin-financed applications bear interest for the financing days whether or not shares are allotted. Allotment results are published on the announcement date; money for unallotted shares is refunded to your account on the refund date.',
  zh_HK:
    '申請前請細閱招股章程。每份申請須繳付手續費，手續費概不退還。以孖展融資申請須就融資日數支付利息，不論是否獲分配股份。配發結果於公佈日公佈；未獲分配股份的款項於退款日退回閣下戶口。',
  zh_CN:
    '申请前请细阅招股章程。每份申请须缴付手续费，手续费概不退还。以孖展融资申请须就融资日数支付利息，不论是否获分配股份。配发结果于公布日公布；未获分配股份的款项于退款日退回阁下账户。',
};

const tradeRiskDisclosure: LocalizedText = {
  en_US:
    'Orders are executed subject to market conditions and the rules of the exchange. A limit order may be filled in part or not at all. In Hong Kong, orders may be affected by the volatility control mechanism and the closing auction session. China A-shares bought through Stock Connect cannot be sold on the same day and are subject to daily price limits and quotas. Check the status of an order before placing it again.',
  zh_HK:
    '交易指示須視乎市場情況及交易所規則執行。限價指示可能只有部分成交或完全未能成交。在香港，交易指示可能受市場波動調節機制及收市競價交易時段影響。經滬深港通買入的A股不可即日賣出，並受每日價格限制及額度規限。重新下單前請先查看指示狀態。',
  zh_CN:
    '交易指示须视乎市场情况及交易所规则执行。限价指示可能只有部分成交或完全未能成交。在香港，交易指示可能受市场波动调节机制及收市竞价交易时段影响。经沪深港通买入的A股不可即日卖出，并受每日价格限制及额度规限。重新下单前请先查看指示状态。',
};

function contactUs({ contact }: DemoBroker): LocalizedText {
  return {
    en_US: `Customer service: ${contact.phone} (Monday to Friday, 9:00 am to 6:00 pm, except public holidays). E-mail: ${contact.email}. Address: ${contact.address.en_US}.`,
    zh_HK: `客戶服務熱線：${contact.phone}（星期一至五上午九時至下午六時，公眾假期除外）。電郵：${contact.email}。地址：${contact.address.zh_HK}。`,
    zh_CN: `客户服务热线：${contact.phone}（星期一至五上午九时至下午六时，公众假期除外）。电邮：${contact.email}。地址：${contact.address.zh_CN}。`,
  };
}

function additionalAgreement({ name }: DemoBroker): LocalizedText {
  return {
    en_US: paragraphs(
      `Additional agreement for the online services of ${name.en_US}.`,
      'You agree to receive notices of logins, password changes, trade executions and fund transfers by SMS or e-mail, on a channel other than the one you use to log in, and to tell us at once of any you did not make.',
      'You agree that orders placed through the portal after a successful two-factor login are your instructions, and that you keep your password, your second-factor device and your companion app to yourself.',
      'You understand that the portal ends idle sessions automatically and that market data may be delayed. These terms add to your client agreement; where they differ, they prevail for the online services.',
    ),
    zh_HK: paragraphs(
      `${name.zh_HK}網上服務補充協議。`,
      '閣下同意透過有別於登入所用渠道的短訊或電郵，接收登入、更改密碼、交易執行及資金轉賬的通知；如有任何並非由閣下作出的操作，須立即通知我們。',
      '閣下同意，在成功以雙重認證登入後透過本平台發出的指示均屬閣下的指示，並須對閣下的密碼、雙重認證裝置及配套應用程式保密。',
      '閣下明白本平台會自動結束閒置的連線，而市場數據可能有所延遲。本條款為閣下客戶協議的補充；如有歧異，就網上服務而言以本條款為準。',
    ),
    zh_CN: paragraphs(
      `${name.zh_CN}网上服务补充协议。`,
      '阁下同意通过有别于登录所用渠道的短信或电邮，接收登录、更改密码、交易执行及资金转账的通知；如有任何并非由阁下作出的操作，须立即通知我们。',
      '阁下同意，在成功以双重认证登录后通过本平台发出的指示均属阁下的指示，并须对阁下的密码、双重认证设备及配套应用程序保密。',
      '阁下明白本平台会自动结束闲置的会话，而市场数据可能有所延迟。本条款为阁下客户协议的补充；如有歧异，就网上服务而言以本条款为准。',
    ),
  };
}

/** Every tip of a demo broker, in the three languages. */
export function demoTipsOf(broker: DemoBroker): Record<TipKey, LocalizedText> {
  return {
    LoginDisclaimer: loginDisclaimer(broker),
    LoginTerms: loginTerms(broker),
    DepositNotice: depositNotice,
    WithdrawalNotice: withdrawalNotice,
    ExchangeNotice: exchangeNotice,
    EddaNotice: eddaNotice(broker),
    IpoNotice: ipoNotice,
    TradeRiskDisclosure: tradeRiskDisclosure,
    ContactUs: contactUs(broker),
    AdditionalAgreement: additionalAgreement(broker),
  };
}
