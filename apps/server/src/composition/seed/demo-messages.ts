import type { LocalizedText, MessageType } from '@lantau/contract';
import { insertMissing, type Executor } from '../../platform/db/insert-missing';
import { jsonb } from '../../platform/db/jsonb';

type DemoMessage = { type: MessageType; title: LocalizedText; content: LocalizedText };

const text = (en_US: string, zh_HK: string, zh_CN: string): LocalizedText => ({ en_US, zh_HK, zh_CN });

// Twelve messages of every type over the last fortnight: more than a page of the message center, so its
// filters, keyword search and paging have something to work on. Newest first.
const messages: DemoMessage[] = [
  {
    type: 'system',
    title: text('Statement ready', '結單已備妥', '结单已备妥'),
    content: text(
      'Your monthly statement for last month is ready.',
      '閣下上月的月結單已備妥。',
      '您上月的月结单已备妥。',
    ),
  },
  {
    type: 'market',
    title: text('Lantern Festival trading hours', '元宵節交易時間', '元宵节交易时间'),
    content: text(
      'The Hong Kong market trades a full day on the Lantern Festival.',
      '香港市場於元宵節全日交易。',
      '香港市场于元宵节全日交易。',
    ),
  },
  {
    type: 'trade',
    title: text('Fill confirmed', '成交確認', '成交确认'),
    content: text(
      'Buy 100 shares of 00005 filled at 61.50.',
      '買入 00005 100 股，成交價 61.50。',
      '买入 00005 100 股，成交价 61.50。',
    ),
  },
  {
    type: 'inform',
    title: text('Deposit credited', '存款已入賬', '存款已入账'),
    content: text(
      'HKD 50,000.00 was credited to your account.',
      '港幣 50,000.00 已存入閣下賬戶。',
      '港币 50,000.00 已存入您的账户。',
    ),
  },
  {
    type: 'subscribe',
    title: text('Quote plan renewed', '報價計劃已續期', '报价计划已续期'),
    content: text(
      'Your HK Level 1 quote plan was renewed.',
      '閣下的港股一級報價計劃已續期。',
      '您的港股一级报价计划已续期。',
    ),
  },
  {
    type: 'announce',
    title: text('New trading app', '全新交易程式', '全新交易程序'),
    content: text('Our new web portal is now available.', '全新網上平台現已推出。', '全新网上平台现已推出。'),
  },
  {
    type: 'trade',
    title: text('Order received', '委託已收到', '委托已收到'),
    content: text(
      'Buy 100 shares of 00005 at 61.50.',
      '買入 00005 100 股，價格 61.50。',
      '买入 00005 100 股，价格 61.50。',
    ),
  },
  {
    type: 'system',
    title: text('Password changed', '密碼已更改', '密码已更改'),
    content: text('Your login password was changed.', '閣下的登入密碼已更改。', '您的登录密码已更改。'),
  },
  {
    type: 'market',
    title: text('Market data notice', '市場數據通知', '市场数据通知'),
    content: text(
      'Delayed quotes are 15 minutes behind.',
      '延遲報價落後 15 分鐘。',
      '延迟报价落后 15 分钟。',
    ),
  },
  {
    type: 'inform',
    title: text('Withdrawal paid', '提款已支付', '提款已支付'),
    content: text(
      'HKD 5,000.00 was paid to your bank.',
      '港幣 5,000.00 已轉至閣下銀行。',
      '港币 5,000.00 已转至您的银行。',
    ),
  },
  {
    type: 'announce',
    title: text('Service hours', '服務時間', '服务时间'),
    content: text(
      'Our hotline is open 9:00 to 18:00 on business days.',
      '客戶熱線於工作日 9:00 至 18:00 服務。',
      '客户热线于工作日 9:00 至 18:00 服务。',
    ),
  },
  {
    type: 'subscribe',
    title: text('Welcome', '歡迎', '欢迎'),
    content: text('Welcome to your message center.', '歡迎使用訊息中心。', '欢迎使用消息中心。'),
  },
];

const DAY_MS = 24 * 3600 * 1000;

/**
 * The message-center browser test's client (KLN2095) starts with these messages, one a day back from the day
 * the demo database is made (10:00 Hong Kong time). Fixed IDs: seeding again adds nothing.
 */
export async function seedDemoMessages(db: Executor, now = Date.now()): Promise<void> {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  await insertMissing(
    db,
    'client_messages',
    messages.map((message, index) => ({
      message_id: `MSG-DEMO-KLN2095-${String(index + 1).padStart(2, '0')}`,
      broker_code: 'KLN',
      user_id: 'KLN2095',
      type: message.type,
      title: jsonb(message.title),
      content: jsonb(message.content),
      reference: null,
      created_at: new Date(today - (index + 1) * DAY_MS + 2 * 3600 * 1000),
    })),
  );
}
