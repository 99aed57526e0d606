import type { ApiLanguage, ErrorCode, LocalizedText, OrderRejectReason } from '@lantau/contract';

/** Every text the server itself says to a client, in English, Traditional and Simplified Chinese. */
const text = (en_US: string, zh_HK: string, zh_CN: string): LocalizedText => ({ en_US, zh_HK, zh_CN });

export function localize(message: LocalizedText, language: ApiLanguage): string {
  return message[language];
}

/** The envelope message of each error code. */
export const errorMessages: Record<ErrorCode, LocalizedText> = {
  E0001: text(
    'Your session has timed out. Please log in again.',
    '連線逾時，請重新登入。',
    '会话已超时，请重新登录。',
  ),
  E1000: text('The request is invalid.', '請求無效。', '请求无效。'),
  E1001: text('Unknown broker.', '不明的經紀商。', '未知的经纪商。'),
  E1002: text('Unknown configuration key.', '不明的設定項目。', '未知的配置项。'),
  E1003: text('Unknown tip key.', '不明的提示項目。', '未知的提示项。'),
  E1004: text('Unknown market.', '不明的市場。', '未知的市场。'),
  E1005: text('Unknown feature.', '不明的功能。', '未知的功能。'),
  E1006: text('Unknown product line.', '不明的產品線。', '未知的产品线。'),
  E1007: text('Unknown user setting.', '不明的用戶設定項目。', '未知的用户设置项。'),
  E1020: text(
    'This request has no request key, or reuses the key of a different request. Please submit it again.',
    '此請求沒有請求編號，或沿用了另一請求的編號。請重新提交。',
    '此请求没有请求编号，或沿用了另一请求的编号。请重新提交。',
  ),
  E2001: text('Incorrect user ID or password.', '用戶編號或密碼不正確。', '用户编号或密码不正确。'),
  E2002: text(
    'Too many failed logins: logins from here are paused. Try again later or reset your password.',
    '登入失敗次數過多，從此處登入已暫停。請稍後再試或重設密碼。',
    '登录失败次数过多，从此处登录已暂停。请稍后再试或重设密码。',
  ),
  E2003: text('The verification code is incorrect.', '驗證碼不正確。', '验证码不正确。'),
  E2004: text(
    'Too many incorrect codes. Please request a new code.',
    '驗證碼錯誤次數過多，請重新獲取驗證碼。',
    '验证码错误次数过多，请重新获取验证码。',
  ),
  E2005: text(
    'The verification code has expired. Please request a new code.',
    '驗證碼已過期，請重新獲取。',
    '验证码已过期，请重新获取。',
  ),
  E2006: text(
    'Please wait before requesting another code.',
    '請稍候再重新獲取驗證碼。',
    '请稍候再重新获取验证码。',
  ),
  E2007: text(
    'The verification step has expired. Please start again.',
    '驗證步驟已逾時，請重新開始。',
    '验证步骤已超时，请重新开始。',
  ),
  E2008: text(
    'The slider check failed. Please try again.',
    '滑塊驗證失敗，請再試一次。',
    '滑块验证失败，请再试一次。',
  ),
  E2009: text('Please complete the slider check first.', '請先完成滑塊驗證。', '请先完成滑块验证。'),
  E2010: text(
    'The password must be 8 to 20 characters with an upper-case letter, a lower-case letter and a digit.',
    '密碼須為8至20個字元，並包含大寫字母、小寫字母及數字。',
    '密码须为8至20个字符，并包含大写字母、小写字母及数字。',
  ),
  E2011: text(
    'The new password must differ from the current one.',
    '新密碼不可與現有密碼相同。',
    '新密码不可与当前密码相同。',
  ),
  E2012: text('The current password is incorrect.', '現有密碼不正確。', '当前密码不正确。'),
  E2013: text('Please complete the required steps first.', '請先完成所需步驟。', '请先完成所需步骤。'),
  E2014: text('This action is not allowed.', '不允許此操作。', '不允许此操作。'),
  E2020: text(
    'We could not send your verification code. Please try again in a minute.',
    '未能發送驗證碼，請一分鐘後再試。',
    '未能发送验证码，请一分钟后再试。',
  ),
  E2030: text(
    'This PDF could not be read. Upload a PDF that is not damaged or password-protected, or a photo of the certificate.',
    '無法讀取此 PDF。請上載未損壞、未設密碼的 PDF，或轉賬證明的相片。',
    '无法读取此 PDF。请上传未损坏、未设密码的 PDF，或转账证明的照片。',
  ),
  E2031: text(
    'Many documents are being read right now. Please try again in a minute.',
    '目前正在處理大量文件，請一分鐘後再試。',
    '目前正在处理大量文件，请一分钟后再试。',
  ),
  E3001: text('No such stock in this market.', '此市場沒有這隻股票。', '此市场没有这只股票。'),
  E3002: text(
    'You have no snapshot quotes left. Please upgrade your quote plan.',
    '您的報價點擊次數已用完，請升級報價服務。',
    '您的报价点击次数已用完，请升级报价服务。',
  ),
  E3003: text('Quotes are not supported for this market.', '不支援此市場的報價。', '不支持此市场的报价。'),
  E3004: text(
    'Your quote plan already includes this.',
    '您的報價服務已包含此項目。',
    '您的报价服务已包含此项目。',
  ),
  E6001: text('The order was refused.', '委託被拒絕。', '委托被拒绝。'),
  E6002: text('Order not found.', '找不到該委託。', '找不到该委托。'),
  E6003: text(
    'Cancel order failed: the order can no longer be changed or cancelled.',
    '撤單失敗：該委託已不能修改或取消。',
    '撤单失败：该委托已不能修改或取消。',
  ),
  E6005: text(
    'You have no account for this market or currency.',
    '您沒有此市場或貨幣的賬戶。',
    '您没有此市场或货币的账户。',
  ),
  E6006: text('Trading is not supported for this market.', '此市場暫不支援交易。', '此市场暂不支持交易。'),
  E6007: text(
    'The handling fee is unavailable at the moment.',
    '暫時無法取得手續費。',
    '暂时无法取得手续费。',
  ),
  E6008: text('Unknown account.', '找不到該賬戶。', '找不到该账户。'),
  E7001: text('This fund feature is not yet open.', '此資金功能尚未開放。', '此资金功能尚未开放。'),
  E7002: text(
    'Deposit or withdrawal is impossible for this currency.',
    '此貨幣無法存款或提款。',
    '此货币无法存款或提款。',
  ),
  E7003: text(
    'The payee bank is unavailable. Please contact your broker.',
    '收款銀行暫不可用，請聯絡經紀商。',
    '收款银行暂不可用，请联系经纪商。',
  ),
  E7004: text('The amount is below the minimum.', '金額低於最低要求。', '金额低于最低要求。'),
  E7005: text('Please upload the transfer certificate.', '請上載轉賬證明。', '请上传转账证明。'),
  E7006: text(
    'The certificate must be a PNG, JPEG, WebP or PDF file of at most 10 MB.',
    '轉賬證明須為不超過 10 MB 的 PNG、JPEG、WebP 或 PDF 檔案。',
    '转账证明须为不超过 10 MB 的 PNG、JPEG、WebP 或 PDF 文件。',
  ),
  E7007: text(
    'Deposits from a non-registered bank account are not accepted.',
    '不接受從非登記銀行賬戶存款。',
    '不接受从非登记银行账户存款。',
  ),
  E7008: text('Direct debit authorisation (eDDA) is suspended.', 'eDDA 服務已暫停。', 'eDDA 服务已暂停。'),
  E7009: text('Direct debit deposits (eDDI) are suspended.', 'eDDI 存款已暫停。', 'eDDI 存款已暂停。'),
  E7010: text(
    'You have no confirmed eDDA authorisation for this account.',
    '此賬戶沒有已確認的 eDDA 授權。',
    '此账户没有已确认的 eDDA 授权。',
  ),
  E7011: text('The eDDI amount is below the minimum.', 'eDDI 金額低於最低要求。', 'eDDI 金额低于最低要求。'),
  E7012: text('Insufficient withdrawable cash.', '可提取現金不足。', '可提取现金不足。'),
  E7013: text(
    'The receiving bank account must be registered in your own name.',
    '收款銀行賬戶必須以你本人名義登記。',
    '收款银行账户必须以你本人名义登记。',
  ),
  E7014: text('Handling fee unavailable.', '手續費暫不可用。', '手续费暂不可用。'),
  E7015: text('Exchange rate unavailable.', '匯率暫不可用。', '汇率暂不可用。'),
  E7016: text(
    'Currency exchange needs an account holding at least two currencies.',
    '貨幣兌換需要持有最少兩種貨幣的賬戶。',
    '货币兑换需要持有至少两种货币的账户。',
  ),
  E7017: text('The transfer exceeds the limit.', '轉賬金額超出限額。', '转账金额超出限额。'),
  E7018: text(
    'No crypto account for this transfer.',
    '沒有可用於此轉賬的加密貨幣賬戶。',
    '没有可用于此转账的加密货币账户。',
  ),
  E7019: text('The date range is too long.', '日期範圍過長。', '日期范围过长。'),
  E7020: text('Fund request not found.', '找不到該資金申請。', '找不到该资金申请。'),
  E7021: text(
    'The request can no longer be changed this way.',
    '該申請已無法以此方式更改。',
    '该申请已无法以此方式更改。',
  ),
  E7023: text(
    'This bank account already has an eDDA authorisation.',
    '此銀行賬戶已有 eDDA 授權。',
    '此银行账户已有 eDDA 授权。',
  ),
  E7024: text('The bank does not support this method.', '該銀行不支援此方式。', '该银行不支持此方式。'),
  E8001: text('Your role does not allow this.', '你的角色不允許此操作。', '你的角色不允许此操作。'),
  E8002: text(
    'Another member of staff must approve what you prepared.',
    '你準備的申請須由另一位職員批核。',
    '你准备的申请须由另一位职员批核。',
  ),
  E7030: text('Dividend announcement not found.', '找不到該股息公告。', '找不到该股息公告。'),
  E7031: text('Elections for this dividend are closed.', '此股息的選擇期已結束。', '此股息的选择期已结束。'),
  E7032: text('This dividend has no scrip option.', '此股息不設以股代息選擇。', '此股息不设以股代息选择。'),
  E7033: text(
    'Choose how many of your shares take scrip: more than none and fewer than all.',
    '請選擇以股代息的股數：須多於零股並少於全部持股。',
    '请选择以股代息的股数：须多于零股并少于全部持股。',
  ),
  E7035: text(
    'Invalid dividend terms: check the rates and that ex date, record date, deadline and payment date run in order.',
    '股息條款無效：請檢查派息率，以及除淨日、登記日、截止日及派付日的先後次序。',
    '股息条款无效：请检查派息率，以及除净日、登记日、截止日及派付日的先后次序。',
  ),
  E7036: text('The announcement can no longer be cancelled.', '此公告已不可取消。', '此公告已不可取消。'),
  E7037: text('The dividend cannot be paid yet.', '此股息暫未可派付。', '此股息暂未可派付。'),
  E7060: text('IPO not found.', '找不到此新股。', '找不到此新股。'),
  E7061: text('IPO application not found.', '找不到此新股認購申請。', '找不到此新股认购申请。'),
  E7062: text('Subscription for this IPO is closed.', '此新股認購已截止。', '此新股认购已截止。'),
  E7063: text(
    "The quantity is not one of the IPO's application quantities.",
    '申請數量不在此新股的認購數量表內。',
    '申请数量不在此新股的认购数量表内。',
  ),
  E7064: text('The IPO loan is not allowed.', '此新股融資不獲接納。', '此新股融资不获接纳。'),
  E7065: text(
    "The account does not support this currency's IPO.",
    '此賬戶不支援此貨幣的新股認購。',
    '此账户不支持此货币的新股认购。',
  ),
  E7066: text(
    'This account has already applied for this IPO.',
    '此賬戶已認購此新股。',
    '此账户已认购此新股。',
  ),
  E7067: text(
    'The application can no longer be cancelled.',
    '此認購申請已不可取消。',
    '此认购申请已不可取消。',
  ),
  E7068: text(
    'Not enough available cash for this application.',
    '可用現金不足以支付此認購申請。',
    '可用现金不足以支付此认购申请。',
  ),
  E7071: text('Invalid IPO terms.', '新股條款無效。', '新股条款无效。'),
  E7072: text(
    'This step is not possible for the IPO now.',
    '此新股現時不可進行此步驟。',
    '此新股现时不可进行此步骤。',
  ),
  E7073: text('The results file is invalid.', '配發結果檔案無效。', '配发结果文件无效。'),
  E7074: text('IPO subscriptions are not available.', '未提供新股認購服務。', '未提供新股认购服务。'),
  E7050: text(
    'Statements are not available from your broker.',
    '閣下的經紀商未提供結單服務。',
    '阁下的经纪商未提供结单服务。',
  ),
  E7051: text('There is no statement for this period.', '此期間沒有結單。', '此期间没有结单。'),
  E8010: text('Quote plan application not found.', '找不到該報價計劃申請。', '找不到该报价计划申请。'),
  E8011: text('The application was already decided.', '此申請已處理。', '此申请已处理。'),
  E8012: text('Announcement not found.', '找不到該公告。', '找不到该公告。'),
  E8013: text('The announcement is already in that state.', '此公告已處於該狀態。', '此公告已处于该状态。'),
  E8014: text('Client not found.', '找不到該客戶。', '找不到该客户。'),
  E9040: text('Screener strategy not found.', '找不到該選股策略。', '找不到该选股策略。'),
  E9041: text('A strategy with this name already exists.', '已有同名的策略。', '已有同名的策略。'),
  E9042: text(
    'You can keep at most 20 strategies. Delete one first.',
    '最多可保存 20 個策略，請先刪除一個。',
    '最多可保存 20 个策略，请先删除一个。',
  ),
  E9044: text(
    'The name may be at most 10 Chinese or 20 other characters.',
    '名稱最多 10 個中文字或 20 個其他字元。',
    '名称最多 10 个中文字或 20 个其他字符。',
  ),
  E9060: text('Please enter your feedback.', '請輸入意見內容。', '请输入意见内容。'),
  E9061: text(
    'The feedback is too long (at most 2,000 characters).',
    '意見內容過長（最多 2,000 字）。',
    '意见内容过长（最多 2,000 字）。',
  ),
  E9062: text('Invalid feedback type.', '意見類型無效。', '意见类型无效。'),
  E9063: text(
    'Invalid contact: give a mobile number with its area code or an e-mail address.',
    '聯絡方式無效：請提供連區號的手機號碼或電郵地址。',
    '联系方式无效：请提供连区号的手机号码或电邮地址。',
  ),
  E9064: text('No more than 5 images.', '最多 5 張圖片。', '最多 5 张图片。'),
  E9065: text('No more than 3M per image.', '每張圖片不可超過 3M。', '每张图片不可超过 3M。'),
  E9066: text(
    'Only PNG, JPEG, GIF or WebP images can be attached.',
    '只可附加 PNG、JPEG、GIF 或 WebP 圖片。',
    '只可附加 PNG、JPEG、GIF 或 WebP 图片。',
  ),
  E9067: text('The feedback form could not be read.', '無法讀取意見表格。', '无法读取意见表格。'),
  E9068: text('Feedback image not found.', '找不到該意見圖片。', '找不到该意见图片。'),
  E4001: text(
    'Time error: your device clock is wrong. Please correct it and try again.',
    '時間錯誤：裝置時鐘不正確，請校正後再試。',
    '时间错误：设备时钟不正确，请校正后再试。',
  ),
  E4003: text('Invalid request signature.', '請求簽署無效。', '请求签名无效。'),
  E4004: text('No such API.', '沒有此 API。', '没有此 API。'),
  E4005: text('Method not allowed.', '不允許此請求方法。', '不允许此请求方法。'),
  E4013: text('The request is too large.', '請求內容過大。', '请求内容过大。'),
  E4015: text('Unsupported content type.', '不支援的內容類型。', '不支持的内容类型。'),
  E4029: text(
    'Too many requests. Please try again later.',
    '請求過於頻繁，請稍後再試。',
    '请求过于频繁，请稍后再试。',
  ),
  E4030: text(
    'Too much has been sent from here for now. Please try again later.',
    '此處傳送的內容已達暫時上限，請稍後再試。',
    '此处发送的内容已达暂时上限，请稍后再试。',
  ),
  E5000: text(
    'Server error. Please try again later.',
    '伺服器錯誤，請稍後再試。',
    '服务器错误，请稍后再试。',
  ),
  E5003: text(
    'Service unavailable. Please try again later.',
    '服務暫時無法使用，請稍後再試。',
    '服务暂时不可用，请稍后再试。',
  ),
  E5004: text(
    'The platform is busy and did not carry out your request. Please try again in a moment.',
    '平台繁忙，未能處理你的要求，請稍後再試。',
    '平台繁忙，未能处理你的请求，请稍后再试。',
  ),
  E9020: text('Price alert not found.', '找不到該價格提醒。', '找不到该价格提醒。'),
  E9021: text(
    'You have reached the maximum number of price alerts. Delete one first.',
    '價格提醒數量已達上限，請先刪除一個。',
    '价格提醒数量已达上限，请先删除一个。',
  ),
  E9022: text(
    'Please enter a valid alert value above 0 and within the limit.',
    '請輸入大於 0 且不超過上限的有效提醒值。',
    '请输入大于 0 且不超过上限的有效提醒值。',
  ),
  E9001: text('Watchlist group not found.', '找不到該自選股組別。', '找不到该自选股组别。'),
  E9002: text(
    'Enter a group name of up to 10 characters (5 Chinese characters).',
    '請輸入組別名稱，最多 10 個字元（5 個中文字）。',
    '请输入组别名称，最多 10 个字符（5 个中文字）。',
  ),
  E9003: text(
    'You already have a group with this name.',
    '你已有同名的自選股組別。',
    '你已有同名的自选股组别。',
  ),
  E9004: text(
    'You have the most watchlist groups allowed.',
    '自選股組別數目已達上限。',
    '自选股组别数目已达上限。',
  ),
  E9005: text(
    'This group is full: a group holds at most 100 stocks.',
    '此組別已滿：每個組別最多 100 隻股票。',
    '此组别已满：每个组别最多 100 只股票。',
  ),
  E9006: text('Unknown stock.', '不明的股票。', '未知的股票。'),
  E9007: text('This stock is already in the group.', '此股票已在組別中。', '此股票已在组别中。'),
  E9008: text(
    'The group order does not match your groups. Please reload and try again.',
    '組別次序與你的組別不符，請重新載入後再試。',
    '组别次序与你的组别不符，请重新加载后再试。',
  ),
  E9009: text(
    'Your last watchlist group cannot be deleted.',
    '不可刪除最後一個自選股組別。',
    '不可删除最后一个自选股组别。',
  ),
  E9080: text('Message not found.', '找不到該訊息。', '找不到该消息。'),
  E9081: text(
    'You have uploaded as much as allowed in 24 hours. Please try again later.',
    '你在 24 小時內上載的檔案已達上限，請稍後再試。',
    '你在 24 小时内上传的文件已达上限，请稍后再试。',
  ),
};

/** Why a feature a client asked for is not open. */
export const featureMessages = {
  notOpen: text('This feature is not yet open.', '此功能尚未開放。', '此功能尚未开放。'),
  eddaSuspended: text(
    'Direct debit authorisation (eDDA) is suspended.',
    'eDDA 服務已暫停。',
    'eDDA 服务已暂停。',
  ),
  eddiSuspended: text(
    'Direct debit deposits (eDDI) are suspended.',
    'eDDI 存款已暫停。',
    'eDDI 存款已暂停。',
  ),
} satisfies Record<string, LocalizedText>;

/** Names of value types, as the field-issue messages use them. */
const typeNames: Record<string, LocalizedText> = {
  string: text('text', '文字', '文本'),
  number: text('a number', '數字', '数字'),
  int: text('a whole number', '整數', '整数'),
  boolean: text('true or false', '布林值', '布尔值'),
  object: text('an object', '物件', '对象'),
  array: text('a list', '列表', '列表'),
};

const join = (items: readonly unknown[], language: ApiLanguage) =>
  items.map(String).join(language === 'en_US' ? ', ' : '、');

/** Field-issue messages, one per zod issue code the API's schemas raise. */
export const issueMessages = {
  required: text('Required.', '必須提供。', '必须提供。'),
  notJson: text('Not valid JSON.', '不是有效的 JSON。', '不是有效的 JSON。'),
  noBody: text('This call takes no body.', '此 API 不接受請求內容。', '此 API 不接受请求体。'),
  tooDeep: (depth: number, language: ApiLanguage) =>
    text(
      `Nested more than ${depth} levels deep.`,
      `巢狀層數超過 ${depth} 層。`,
      `嵌套层数超过 ${depth} 层。`,
    )[language],
  invalidType: (expected: string, language: ApiLanguage) => {
    const name = typeNames[expected]?.[language] ?? expected;
    return text(`Expected ${name}.`, `應為${name}。`, `应为${name}。`)[language];
  },
  oneOf: (values: readonly unknown[], language: ApiLanguage) => {
    const list = join(values, language);
    return text(`Must be one of: ${list}.`, `必須是以下其中之一：${list}。`, `必须是以下之一：${list}。`)[
      language
    ];
  },
  unknownValue: text('Not a known value.', '不是可接受的值。', '不是可接受的值。'),
  tooShort: (minimum: number, language: ApiLanguage) =>
    text(`Must be at least ${minimum} characters.`, `最少 ${minimum} 個字元。`, `最少 ${minimum} 个字符。`)[
      language
    ],
  tooLong: (maximum: number, language: ApiLanguage) =>
    text(`Must be at most ${maximum} characters.`, `最多 ${maximum} 個字元。`, `最多 ${maximum} 个字符。`)[
      language
    ],
  tooFewItems: (minimum: number, language: ApiLanguage) =>
    text(`Must have at least ${minimum} item(s).`, `最少 ${minimum} 項。`, `最少 ${minimum} 项。`)[language],
  tooManyItems: (maximum: number, language: ApiLanguage) =>
    text(`Must have at most ${maximum} item(s).`, `最多 ${maximum} 項。`, `最多 ${maximum} 项。`)[language],
  atLeast: (minimum: number, language: ApiLanguage) =>
    text(`Must be at least ${minimum}.`, `不可小於 ${minimum}。`, `不可小于 ${minimum}。`)[language],
  greaterThan: (minimum: number, language: ApiLanguage) =>
    text(`Must be greater than ${minimum}.`, `必須大於 ${minimum}。`, `必须大于 ${minimum}。`)[language],
  atMost: (maximum: number, language: ApiLanguage) =>
    text(`Must be at most ${maximum}.`, `不可大於 ${maximum}。`, `不可大于 ${maximum}。`)[language],
  lessThan: (maximum: number, language: ApiLanguage) =>
    text(`Must be less than ${maximum}.`, `必須小於 ${maximum}。`, `必须小于 ${maximum}。`)[language],
  wrongFormat: text('Wrong format.', '格式不正確。', '格式不正确。'),
  notEmail: text('Not a valid e-mail address.', '電郵地址無效。', '电子邮件地址无效。'),
  notUrl: text('Not a valid web address.', '網址無效。', '网址无效。'),
  unknownFields: (keys: readonly unknown[], language: ApiLanguage) => {
    const list = join(keys, language);
    return text(`Unknown field(s): ${list}.`, `不明的欄位：${list}。`, `未知的字段：${list}。`)[language];
  },
  invalid: text('Invalid value.', '數值無效。', '数值无效。'),
  confirmationMismatch: text('Does not match the new password.', '與新密碼不相符。', '与新密码不一致。'),
  unsafeText: text(
    'Must not contain NUL characters or broken Unicode (unpaired surrogates).',
    '不可包含 NUL 字元或無效的 Unicode（不成對的代理字元）。',
    '不能包含 NUL 字符或无效的 Unicode（不成对的代理字符）。',
  ),
};

/** Why an order (or its amendment or cancel) was refused: the E6001 envelope message and `rejectMessage`. */
export const orderRejectMessages: Record<OrderRejectReason, LocalizedText> = {
  LOT_SIZE: text('The quantity must be a whole number of lots.', '數量須為完整手數。', '数量须为整手。'),
  ODD_LOT_NOT_ALLOWED: text(
    'Odd-lot orders are not accepted here.',
    '此處不接受碎股委託。',
    '此处不接受碎股委托。',
  ),
  ODD_LOT_SELL_ONLY: text(
    'Odd lots can only be sold, all in one order.',
    '碎股只可一次過全數賣出。',
    '碎股只可一次性全部卖出。',
  ),
  PRICE_STEP: text('The price is not on a valid price step.', '價格不符合價位表。', '价格不符合价位表。'),
  PRICE_TOO_FAR: text(
    'The price is too far from the current market price.',
    '價格偏離現價過遠。',
    '价格偏离现价过远。',
  ),
  PRICE_LIMIT: text(
    'The price is outside the daily price limit.',
    '價格超出當日漲跌限制。',
    '价格超出当日涨跌幅限制。',
  ),
  AUCTION_BAND: text(
    'The price is outside the auction price band.',
    '價格超出競價時段的價格範圍。',
    '价格超出竞价时段的价格范围。',
  ),
  MAX_QUANTITY: text(
    'The quantity exceeds the most one order may carry.',
    '數量超出單張委託上限。',
    '数量超出单笔委托上限。',
  ),
  ORDER_TYPE_NOT_ALLOWED: text(
    'This order type is not available for this market.',
    '此市場不支援此委託類型。',
    '此市场不支持此委托类型。',
  ),
  ORDER_TYPE_SESSION: text(
    'This order type is not accepted in the current trading session.',
    '當前交易時段不接受此委託類型。',
    '当前交易时段不接受此委托类型。',
  ),
  GREY_MARKET_LIMIT_DAY: text(
    'The grey market takes limit orders for the day only.',
    '暗盤市場只接受當日有效的限價盤。',
    '暗盘市场只接受当日有效的限价盘。',
  ),
  TRIGGER_SIDE: text(
    'The trigger price is on the wrong side of the current price.',
    '觸發價位於現價的錯誤一方。',
    '触发价位于现价的错误一侧。',
  ),
  INSUFFICIENT_BUYING_POWER: text('Insufficient buying power.', '購買力不足。', '购买力不足。'),
  INSUFFICIENT_SELLABLE: text('Insufficient sellable quantity.', '可賣數量不足。', '可卖数量不足。'),
  SAME_DAY_RESALE: text(
    'Shares bought today cannot be sold today in this market.',
    '此市場當日買入的股份不可於當日賣出。',
    '此市场当日买入的股份不可当日卖出。',
  ),
  MARKET_NOT_ENABLED: text(
    'Trading is not supported for this market.',
    '此市場暫不支援交易。',
    '此市场暂不支持交易。',
  ),
  NO_ACCOUNT_FOR_MARKET: text(
    'You have no account for this market or currency.',
    '您沒有此市場或貨幣的賬戶。',
    '您没有此市场或货币的账户。',
  ),
  BCAN_REQUIRED: text('A BCAN is required for this account.', '此賬戶須提供BCAN。', '此账户须提供BCAN。'),
  CE_BCAN_INVALID: text('The CE number or BCAN is invalid.', '中央編號或BCAN無效。', '中央编号或BCAN无效。'),
  NORTHBOUND_QUOTA: text(
    'The northbound daily quota is used up.',
    '北向每日額度已用盡。',
    '北向每日额度已用尽。',
  ),
  PROFESSIONAL_INVESTOR_ONLY: text(
    'ChiNext and STAR Market shares through Stock Connect are for institutional professional investors only. Ask your broker if you qualify.',
    '經滬深港通買賣的創業板及科創板股票只限機構專業投資者。如符合資格，請聯絡您的經紀。',
    '经沪深港通买卖的创业板及科创板股票仅限机构专业投资者。如符合资格，请联系您的经纪商。',
  ),
  INSTRUMENT_TYPE_NOT_ALLOWED: text(
    'Your broker does not offer this type of security. You can sell what you hold.',
    '您的經紀不提供此類證券的買賣。您仍可賣出所持有的。',
    '您的经纪商不提供此类证券的买卖。您仍可卖出所持有的。',
  ),
  MARKET_CLOSED: text('The market is closed.', '市場已收市。', '市场已休市。'),
  NO_CANCEL_PHASE: text(
    'Orders cannot be changed or cancelled in this session.',
    '此時段不可修改或取消委託。',
    '此时段不可修改或撤销委托。',
  ),
  AMEND_NOT_ALLOWED: text(
    'Orders in this market cannot be amended: cancel and place a new one.',
    '此市場的委託不可修改，請取消後重新下單。',
    '此市场的委托不可修改，请撤单后重新下单。',
  ),
  EXPIRY_DATE: text('The expiry date is not valid.', '到期日無效。', '到期日无效。'),
  UNKNOWN_STOCK: text('No such stock in this market.', '此市場沒有這隻股票。', '此市场没有这只股票。'),
  SUSPENDED: text('The stock is suspended.', '該股票已停牌。', '该股票已停牌。'),
  EXCHANGE_REJECTED: text('The exchange rejected the order.', '交易所拒絕了該委託。', '交易所拒绝了该委托。'),
  LISTING_CANCELLED: text(
    'The listing was cancelled: this grey market order is void and its money and shares are returned.',
    '上市已取消：此暗盤委託作廢，款項及股份已退回。',
    '上市已取消：此暗盘委托作废，款项及股份已退回。',
  ),
};
