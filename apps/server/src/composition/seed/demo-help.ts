import type { LocalizedText } from '@lantau/contract';
import { jsonb } from '../../platform/db/jsonb';
import { insertMissing, type Executor } from '../../platform/db/insert-missing';
import { demoBrokers, type DemoBroker } from './demo-brokers';

/** Office hours the demo brokers share (the ContactUs tip says the same). */
export const demoContactHours: LocalizedText = {
  en_US: 'Monday to Friday, 9:00 am to 6:00 pm, except public holidays',
  zh_HK: '星期一至五上午九時至下午六時，公眾假期除外',
  zh_CN: '星期一至五上午九时至下午六时，公众假期除外',
};

const faq = (faqID: string, question: LocalizedText, answer: LocalizedText) => ({ faqID, question, answer });

/** The FAQ of one demo broker: how the portal works, with the broker's own name and hotline. */
export function demoFaqsOf({ name, contact }: DemoBroker) {
  return [
    faq(
      'login',
      {
        en_US: 'How do I log in?',
        zh_HK: '如何登入？',
        zh_CN: '如何登录？',
      },
      {
        en_US: `Enter the user ID and password ${name.en_US} gave you, tick the terms after reading the disclaimers to the end, and choose Log in. After five wrong passwords the account is locked for a while; reset the password from the login page to unlock it.`,
        zh_HK: `輸入${name.zh_HK}提供的用戶編號及密碼，閱畢免責聲明並勾選條款後按「登入」。密碼連續錯誤五次，帳戶會暫時鎖定；可在登入頁重設密碼解鎖。`,
        zh_CN: `输入${name.zh_CN}提供的用户编号及密码，阅毕免责声明并勾选条款后按「登录」。密码连续错误五次，账户会暂时锁定；可在登录页重设密码解锁。`,
      },
    ),
    faq(
      'second-factor',
      {
        en_US: 'Why am I asked for a verification code?',
        zh_HK: '為何要輸入驗證碼？',
        zh_CN: '为何要输入验证码？',
      },
      {
        en_US:
          'The second factor protects your account: after the password you enter a one-time code sent by SMS or e-mail, or shown by your authenticator app. A code expires after a few minutes; you can ask for a new one once the countdown ends.',
        zh_HK:
          '雙重認證保障閣下的帳戶：輸入密碼後，須輸入以短訊或電郵發送、或由認證應用程式顯示的一次性驗證碼。驗證碼數分鐘後失效，倒數完結後可重新索取。',
        zh_CN:
          '双重认证保障阁下的账户：输入密码后，须输入以短信或电邮发送、或由认证应用程序显示的一次性验证码。验证码数分钟后失效，倒数完结后可重新索取。',
      },
    ),
    faq(
      'deposit',
      {
        en_US: 'How do I deposit money?',
        zh_HK: '如何存款？',
        zh_CN: '如何存款？',
      },
      {
        en_US: `Open Fund, then Deposit. Transfer to ${name.en_US}'s bank account shown for your currency and upload the transfer certificate, or set up eDDA to have the amount debited from your bank directly. The money is credited once the deposit is verified.`,
        zh_HK: `開啟「資金」再選「存款」。轉賬至所示的${name.zh_HK}銀行帳戶並上載轉賬證明，或設立電子直接扣賬授權（eDDA）直接從銀行扣款。存款核實後即會入賬。`,
        zh_CN: `打开「资金」再选「存款」。转账至所示的${name.zh_CN}银行账户并上传转账证明，或设立电子直接扣账授权（eDDA）直接从银行扣款。存款核实后即会入账。`,
      },
    ),
    faq(
      'withdrawal',
      {
        en_US: 'How long does a withdrawal take?',
        zh_HK: '提款需時多久？',
        zh_CN: '提款需时多久？',
      },
      {
        en_US:
          'Withdrawals need a verification code and are checked by two members of staff. Requests made before 11:00 am on a business day are usually paid the same day; later ones the next business day. Only settled cash can be withdrawn.',
        zh_HK:
          '提款須輸入驗證碼，並由兩名職員覆核。於營業日上午十一時前提出的申請一般即日支付，之後的於下一個營業日支付。只可提取已交收的現金。',
        zh_CN:
          '提款须输入验证码，并由两名职员复核。于营业日上午十一时前提出的申请一般即日支付，之后的于下一个营业日支付。只可提取已交收的现金。',
      },
    ),
    faq(
      'trading-hours',
      {
        en_US: 'When can I trade?',
        zh_HK: '交易時間是甚麼時候？',
        zh_CN: '交易时间是什么时候？',
      },
      {
        en_US:
          'Hong Kong: pre-opening 9:00 to 9:30 am, continuous trading 9:30 am to 12:00 noon and 1:00 to 4:00 pm, closing auction until about 4:10 pm. US markets trade 9:30 am to 4:00 pm New York time. Orders placed outside trading hours wait for the next session.',
        zh_HK:
          '香港：開市前時段上午九時至九時半，持續交易時段上午九時半至中午十二時及下午一時至四時，收市競價交易時段至約下午四時十分。美股交易時間為紐約時間上午九時半至下午四時。非交易時間落的指示會等候下一個交易時段。',
        zh_CN:
          '香港：开市前时段上午九时至九时半，持续交易时段上午九时半至中午十二时及下午一时至四时，收市竞价交易时段至约下午四时十分。美股交易时间为纽约时间上午九时半至下午四时。非交易时间下的指示会等候下一个交易时段。',
      },
    ),
    faq(
      'fees',
      {
        en_US: 'What fees do I pay?',
        zh_HK: '須支付甚麼費用？',
        zh_CN: '须支付什么费用？',
      },
      {
        en_US: `Each trade pays ${name.en_US}'s commission and the exchange's and regulators' charges (stamp duty, trading fee, SFC and AFRC levies, settlement fee). The order ticket shows the estimated fees before you submit; the cost calculator works them out for any amount.`,
        zh_HK: `每宗交易須支付${name.zh_HK}佣金及交易所和監管機構收費（印花稅、交易費、證監會及會財局徵費、交收費）。落單前，下單介面會顯示估計費用。`,
        zh_CN: `每宗交易须支付${name.zh_CN}佣金及交易所和监管机构收费（印花税、交易费、证监会及会财局征费、交收费）。下单前，下单界面会显示估计费用。`,
      },
    ),
    faq(
      'quote-plans',
      {
        en_US: 'Which quote plan do I need?',
        zh_HK: '我需要哪個報價計劃？',
        zh_CN: '我需要哪个报价计划？',
      },
      {
        en_US:
          '15-minute delayed quotes are free. The click plan gives real-time snapshots, each one using a click. Level 2 streams real-time prices with 10 levels of bids and asks and the broker queue on the web and on mobile. Apply for a plan from your account page.',
        zh_HK:
          '延遲十五分鐘報價免費。按次報價計劃提供即時報價快照，每次查看扣除一次。第二層報價於網頁及手機串流即時價格，連十檔買賣盤及經紀排隊。可於帳戶頁面申請報價計劃。',
        zh_CN:
          '延迟十五分钟报价免费。按次报价计划提供实时报价快照，每次查看扣除一次。第二层报价于网页及手机串流实时价格，连十档买卖盘及经纪排队。可于账户页面申请报价计划。',
      },
    ),
    faq(
      'contact',
      {
        en_US: 'How do I reach customer service?',
        zh_HK: '如何聯絡客戶服務？',
        zh_CN: '如何联系客户服务？',
      },
      {
        en_US: `Call ${contact.phone} or e-mail ${contact.email} during office hours, or send feedback from this page: choose a reply by mobile or e-mail and attach up to five screenshots.`,
        zh_HK: `辦公時間內致電 ${contact.phone} 或電郵至 ${contact.email}，亦可在本頁提交意見：選擇以手機或電郵回覆，並附上最多五張截圖。`,
        zh_CN: `办公时间内致电 ${contact.phone} 或电邮至 ${contact.email}，亦可在本页提交意见：选择以手机或电邮回复，并附上最多五张截图。`,
      },
    ),
  ];
}

/** Each demo broker's FAQ and contact details; only missing rows are added. */
export async function seedDemoHelp(db: Executor): Promise<void> {
  await insertMissing(
    db,
    'help_faqs',
    demoBrokers.flatMap((broker) =>
      demoFaqsOf(broker).map((entry, position) => ({
        broker_code: broker.brokerCode,
        faq_id: entry.faqID,
        position,
        question: jsonb(entry.question),
        answer: jsonb(entry.answer),
      })),
    ),
  );
  await insertMissing(
    db,
    'broker_contacts',
    demoBrokers.map(({ brokerCode, contact }) => ({
      broker_code: brokerCode,
      phone: contact.phone,
      email: contact.email,
      address: jsonb(contact.address),
      hours: jsonb(demoContactHours),
    })),
  );
}
