// Hong Kong exchange participants the liquidity agents trade as, so broker queues and trades show realistic
// 4-digit broker IDs and well-known names. The pairing of an ID with a firm follows broker-queue listings as
// commonly seen; it is display data for a simulation, not a verified copy of the HKEX participant list.

export interface Broker {
  readonly id: string;
  /** The firm's English name: what the broker queue's frames carry. */
  readonly name: string;
  /** The firm's Chinese name, traditional and simplified, where it has one (the portal shows it to readers of Chinese). */
  readonly chineseName?: { readonly zh_HK: string; readonly zh_CN: string };
}

/** One row a firm: ID, English name, and the Chinese name in traditional and simplified where it has one. */
type BrokerRow = readonly [id: string, name: string, zh_HK?: string, zh_CN?: string];

const brokerRows: readonly BrokerRow[] = [
  ['1799', 'Futu Securities', '富途證券', '富途证券'],
  ['4088', 'Goldman Sachs (Asia) Securities', '高盛(亞洲)證券', '高盛(亚洲)证券'],
  ['6999', 'China Securities (International)', '中信建投(國際)', '中信建投(国际)'],
  ['8579', 'HSBC Securities Brokers (Asia)', '滙豐證券經紀(亞洲)', '汇丰证券经纪(亚洲)'],
  ['6996', 'China Investment Information Services', '中國投資信息服務', '中国投资信息服务'],
  ['5337', 'BOCI Securities', '中銀國際證券', '中银国际证券'],
  ['1451', 'Morgan Stanley Hong Kong Securities', '摩根士丹利香港證券', '摩根士丹利香港证券'],
  ['6387', 'J.P. Morgan Broking (Hong Kong)', '摩根大通經紀(香港)', '摩根大通经纪(香港)'],
  ['8737', 'UBS Securities Hong Kong', '瑞銀證券香港', '瑞银证券香港'],
  ['9043', 'Citigroup Global Markets Asia', '花旗環球金融亞洲', '花旗环球金融亚洲'],
  ['2845', 'BNP Paribas Securities (Asia)', '法國巴黎證券(亞洲)', '法国巴黎证券(亚洲)'],
  ['5999', 'China International Capital Corporation HK Securities', '中金香港證券', '中金香港证券'],
  ['3436', 'Merrill Lynch Far East', '美林遠東', '美林远东'],
  ['8130', 'Macquarie Capital Limited', '麥格理資本', '麦格理资本'],
  ['7389', 'CLSA Limited', '里昂證券', '里昂证券'],
  ['8949', 'Deutsche Bank Securities Asia', '德意志銀行證券亞洲', '德意志银行证券亚洲'],
  ['6698', 'Haitong International Securities', '海通國際證券', '海通国际证券'],
  ['1196', 'GF Securities (Hong Kong) Brokerage', '廣發証券(香港)經紀', '广发证券(香港)经纪'],
  ['5465', 'Guotai Junan Securities (Hong Kong)', '國泰君安證券(香港)', '国泰君安证券(香港)'],
  ['2058', 'Huatai Financial Holdings (Hong Kong)', '華泰金融控股(香港)', '华泰金融控股(香港)'],
  ['3030', 'CMB International Securities', '招銀國際證券', '招银国际证券'],
  ['8459', 'China Merchants Securities (HK)', '招商證券(香港)', '招商证券(香港)'],
  ['1088', 'Bright Smart Securities', '耀才證券', '耀才证券'],
  ['6868', 'Phillip Securities (Hong Kong)', '輝立證券(香港)', '辉立证券(香港)'],
  ['5100', 'Hang Seng Securities', '恒生證券', '恒生证券'],
  ['7548', 'Bank of China (Hong Kong)', '中國銀行(香港)', '中国银行(香港)'],
  ['3168', 'Standard Chartered Securities (Hong Kong)', '渣打證券(香港)', '渣打证券(香港)'],
  ['8000', 'Interactive Brokers Hong Kong', '盈透證券香港', '盈透证券香港'],
  ['4668', 'Tiger Brokers (HK) Global', '老虎證券(香港)環球', '老虎证券(香港)环球'],
  ['2988', 'Valuable Capital (uSMART)', '盈立證券', '盈立证券'],
  ['1938', 'Huatai Securities (Hong Kong)', '華泰證券(香港)', '华泰证券(香港)'],
  ['8126', 'CITIC Securities Brokerage (HK)', '中信證券經紀(香港)', '中信证券经纪(香港)'],
  ['6828', 'Everbright Securities International', '光大證券國際', '光大证券国际'],
  ['3998', 'Guosen Securities (HK) Brokerage', '國信證券(香港)經紀', '国信证券(香港)经纪'],
  ['2828', 'ICBC International Securities', '工銀國際證券', '工银国际证券'],
  ['1538', 'CCB International Securities', '建銀國際證券', '建银国际证券'],
  ['5388', 'ABCI Securities', '農銀國際證券', '农银国际证券'],
  ['4978', 'Bank of Communications International Securities', '交銀國際證券', '交银国际证券'],
  ['6688', 'Shenwan Hongyuan Securities (H.K.)', '申萬宏源證券(香港)', '申万宏源证券(香港)'],
  ['2998', 'Zhongtai International Securities', '中泰國際證券', '中泰国际证券'],
  ['4539', 'Orient Securities (Hong Kong)', '東方證券(香港)', '东方证券(香港)'],
  ['3828', 'Haitong Securities International', '海通證券國際', '海通证券国际'],
  ['7428', 'Livermore Holdings'],
  ['9098', 'DBS Vickers (Hong Kong)', '星展唯高達(香港)', '星展唯高达(香港)'],
  ['5868', 'OCBC Securities', '華僑銀行證券', '华侨银行证券'],
  ['1688', 'Nomura International (Hong Kong)', '野村國際(香港)', '野村国际(香港)'],
  ['2168', 'Mizuho Securities Asia', '瑞穗證券亞洲', '瑞穗证券亚洲'],
  ['3798', 'Daiwa Capital Markets Hong Kong', '大和資本市場香港', '大和资本市场香港'],
  ['8898', 'Credit Suisse Securities (Hong Kong)', '瑞士信貸(香港)', '瑞士信贷(香港)'],
  ['4338', 'Barclays Capital Asia', '巴克萊亞洲', '巴克莱亚洲'],
  ['6038', 'Jefferies Hong Kong', '富瑞香港', '富瑞香港'],
  ['7738', 'Societe Generale Securities (HK)', '法國興業證券(香港)', '法国兴业证券(香港)'],
  ['1398', 'Emperor Securities', '英皇證券', '英皇证券'],
  ['2378', 'Sun Hung Kai Investment Services', '新鴻基投資服務', '新鸿基投资服务'],
  ['3988', 'Tai Fook Securities', '大福證券', '大福证券'],
  ['5988', 'Yuanta Securities (Hong Kong)', '元大證券(香港)', '元大证券(香港)'],
  ['6128', 'KGI Asia', '凱基亞洲', '凯基亚洲'],
  ['7118', 'Chief Securities', '致富證券', '致富证券'],
  ['8628', 'Prudential Brokerage', '保誠經紀', '保诚经纪'],
  ['9188', 'Fulbright Securities', '富昌證券', '富昌证券'],
];

export const HK_BROKERS: readonly Broker[] = brokerRows.map(([id, name, zh_HK, zh_CN]) =>
  zh_HK && zh_CN ? { id, name, chineseName: { zh_HK, zh_CN } } : { id, name },
);

const BY_ID = new Map(HK_BROKERS.map((broker) => [broker.id, broker]));

export function brokerById(id: string): Broker | undefined {
  return BY_ID.get(id);
}
