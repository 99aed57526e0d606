import { limits, type ApiLanguage, type LocalizedText } from '@lantau/contract';

/**
 * The words of every SMS and e-mail the platform sends, in the three languages. A code text starts with the
 * code and holds no other run of four or more digits, so a person, an SMS autofill or a test finds it at once.
 */
export type CodePurpose = 'LOGIN' | 'RESET_PASSWORD' | 'WITHDRAWAL' | 'THIRD_PARTY';
export type NoticeKind = 'login' | 'passwordChanged' | 'passwordReset';

const text = (en_US: string, zh_HK: string, zh_CN: string): LocalizedText => ({ en_US, zh_HK, zh_CN });

export function codeSubject(purpose: CodePurpose): LocalizedText {
  if (purpose === 'WITHDRAWAL') return text('Your withdrawal code', '你的提款驗證碼', '你的提款验证码');
  if (purpose === 'THIRD_PARTY')
    return text('Your code to confirm a third-party request', '你的第三方請求確認碼', '你的第三方请求确认码');
  return purpose === 'LOGIN'
    ? text('Your login code', '你的登入驗證碼', '你的登录验证码')
    : text('Your password reset code', '你的重設密碼驗證碼', '你的重设密码验证码');
}

export function codeText(
  purpose: CodePurpose,
  code: string,
  broker: LocalizedText,
  expirySeconds: number,
  /** THIRD_PARTY: the letters the third party shows beside its request, so the client matches the two. */
  prefix = '',
): LocalizedText {
  const minutes = Math.max(1, Math.ceil(expirySeconds / 60));
  const warning = text(
    'Never share it with anyone, including our staff.',
    '切勿向任何人（包括我們的職員）透露。',
    '切勿向任何人（包括我们的职员）透露。',
  );
  const body =
    purpose === 'THIRD_PARTY'
      ? text(
          `${code} is your ${broker.en_US} code to confirm the third-party request marked ${prefix}. It expires in ${minutes} minutes.`,
          `${code} 是你的${broker.zh_HK}第三方請求確認碼（標記 ${prefix}），${minutes} 分鐘內有效。`,
          `${code} 是你的${broker.zh_CN}第三方请求确认码（标记 ${prefix}），${minutes} 分钟内有效。`,
        )
      : purpose === 'WITHDRAWAL'
        ? text(
            `${code} is your ${broker.en_US} withdrawal code. It expires in ${minutes} minutes.`,
            `${code} 是你的${broker.zh_HK}提款驗證碼，${minutes} 分鐘內有效。`,
            `${code} 是你的${broker.zh_CN}提款验证码，${minutes} 分钟内有效。`,
          )
        : purpose === 'LOGIN'
          ? text(
              `${code} is your ${broker.en_US} login code. It expires in ${minutes} minutes.`,
              `${code} 是你的${broker.zh_HK}登入驗證碼，${minutes} 分鐘內有效。`,
              `${code} 是你的${broker.zh_CN}登录验证码，${minutes} 分钟内有效。`,
            )
          : text(
              `${code} is your ${broker.en_US} password reset code. It expires in ${minutes} minutes.`,
              `${code} 是你的${broker.zh_HK}重設密碼驗證碼，${minutes} 分鐘內有效。`,
              `${code} 是你的${broker.zh_CN}重设密码验证码，${minutes} 分钟内有效。`,
            );
  return text(
    `${body.en_US} ${warning.en_US}`,
    `${body.zh_HK}${warning.zh_HK}`,
    `${body.zh_CN}${warning.zh_CN}`,
  );
}

const subjects: Record<NoticeKind, LocalizedText> = {
  login: text('Login notice', '登入通知', '登录通知'),
  passwordChanged: text('Your password was changed', '你的密碼已更改', '你的密码已更改'),
  passwordReset: text('Your password was reset', '你的密碼已重設', '你的密码已重设'),
};

export function noticeSubject(kind: NoticeKind): LocalizedText {
  return subjects[kind];
}

/** '2026-03-01 09:30' in Hong Kong time. */
function businessTime(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: limits.businessTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

export function noticeText(kind: NoticeKind, broker: LocalizedText, at: Date): LocalizedText {
  const time = businessTime(at);
  const advice = text(
    'If this was not you, reset your password and call us at once.',
    '如非你本人操作，請立即重設密碼並致電我們。',
    '如非你本人操作，请立即重设密码并致电我们。',
  );
  const what = {
    login: text(
      `You logged in to ${broker.en_US} online trading at ${time} (Hong Kong time).`,
      `你已於 ${time}（香港時間）登入${broker.zh_HK}網上交易。`,
      `你已于 ${time}（香港时间）登录${broker.zh_CN}网上交易。`,
    ),
    passwordChanged: text(
      `The password of your ${broker.en_US} online trading account was changed at ${time} (Hong Kong time).`,
      `你的${broker.zh_HK}網上交易帳戶密碼已於 ${time}（香港時間）更改。`,
      `你的${broker.zh_CN}网上交易账户密码已于 ${time}（香港时间）更改。`,
    ),
    passwordReset: text(
      `The password of your ${broker.en_US} online trading account was reset at ${time} (Hong Kong time).`,
      `你的${broker.zh_HK}網上交易帳戶密碼已於 ${time}（香港時間）重設。`,
      `你的${broker.zh_CN}网上交易账户密码已于 ${time}（香港时间）重设。`,
    ),
  }[kind];
  return text(
    `${what.en_US} ${advice.en_US}`,
    `${what.zh_HK}${advice.zh_HK}`,
    `${what.zh_CN}${advice.zh_CN}`,
  );
}

export function pick(message: LocalizedText, language: ApiLanguage): string {
  return message[language];
}
