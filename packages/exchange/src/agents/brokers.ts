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

export const HK_BROKERS: readonly Broker[] = [
  { id: '1799', name: 'Futu Securities', chineseName: { zh_HK: '富途證券', zh_CN: '富途证券' } },
  {
    id: '4088',
    name: 'Goldman Sachs (Asia) Securities',
    chineseName: { zh_HK: '高盛(亞洲)證券', zh_CN: '高盛(亚洲)证券' },
  },
  {
    id: '6999',
    name: 'China Securities (International)',
    chineseName: { zh_HK: '中信建投(國際)', zh_CN: '中信建投(国际)' },
  },
  {
    id: '8579',
    name: 'HSBC Securities Brokers (Asia)',
    chineseName: { zh_HK: '滙豐證券經紀(亞洲)', zh_CN: '汇丰证券经纪(亚洲)' },
  },
  {
    id: '6996',
    name: 'China Investment Information Services',
    chineseName: { zh_HK: '中國投資信息服務', zh_CN: '中国投资信息服务' },
  },
  { id: '5337', name: 'BOCI Securities', chineseName: { zh_HK: '中銀國際證券', zh_CN: '中银国际证券' } },
  {
    id: '1451',
    name: 'Morgan Stanley Hong Kong Securities',
    chineseName: { zh_HK: '摩根士丹利香港證券', zh_CN: '摩根士丹利香港证券' },
  },
  {
    id: '6387',
    name: 'J.P. Morgan Broking (Hong Kong)',
    chineseName: { zh_HK: '摩根大通經紀(香港)', zh_CN: '摩根大通经纪(香港)' },
  },
  {
    id: '8737',
    name: 'UBS Securities Hong Kong',
    chineseName: { zh_HK: '瑞銀證券香港', zh_CN: '瑞银证券香港' },
  },
  {
    id: '9043',
    name: 'Citigroup Global Markets Asia',
    chineseName: { zh_HK: '花旗環球金融亞洲', zh_CN: '花旗环球金融亚洲' },
  },
  {
    id: '2845',
    name: 'BNP Paribas Securities (Asia)',
    chineseName: { zh_HK: '法國巴黎證券(亞洲)', zh_CN: '法国巴黎证券(亚洲)' },
  },
  {
    id: '5999',
    name: 'China International Capital Corporation HK Securities',
    chineseName: { zh_HK: '中金香港證券', zh_CN: '中金香港证券' },
  },
  { id: '3436', name: 'Merrill Lynch Far East', chineseName: { zh_HK: '美林遠東', zh_CN: '美林远东' } },
  {
    id: '8130',
    name: 'Macquarie Capital Limited',
    chineseName: { zh_HK: '麥格理資本', zh_CN: '麦格理资本' },
  },
  { id: '7389', name: 'CLSA Limited', chineseName: { zh_HK: '里昂證券', zh_CN: '里昂证券' } },
  {
    id: '8949',
    name: 'Deutsche Bank Securities Asia',
    chineseName: { zh_HK: '德意志銀行證券亞洲', zh_CN: '德意志银行证券亚洲' },
  },
  {
    id: '6698',
    name: 'Haitong International Securities',
    chineseName: { zh_HK: '海通國際證券', zh_CN: '海通国际证券' },
  },
  {
    id: '1196',
    name: 'GF Securities (Hong Kong) Brokerage',
    chineseName: { zh_HK: '廣發証券(香港)經紀', zh_CN: '广发证券(香港)经纪' },
  },
  {
    id: '5465',
    name: 'Guotai Junan Securities (Hong Kong)',
    chineseName: { zh_HK: '國泰君安證券(香港)', zh_CN: '国泰君安证券(香港)' },
  },
  {
    id: '2058',
    name: 'Huatai Financial Holdings (Hong Kong)',
    chineseName: { zh_HK: '華泰金融控股(香港)', zh_CN: '华泰金融控股(香港)' },
  },
  {
    id: '3030',
    name: 'CMB International Securities',
    chineseName: { zh_HK: '招銀國際證券', zh_CN: '招银国际证券' },
  },
  {
    id: '8459',
    name: 'China Merchants Securities (HK)',
    chineseName: { zh_HK: '招商證券(香港)', zh_CN: '招商证券(香港)' },
  },
  { id: '1088', name: 'Bright Smart Securities', chineseName: { zh_HK: '耀才證券', zh_CN: '耀才证券' } },
  {
    id: '6868',
    name: 'Phillip Securities (Hong Kong)',
    chineseName: { zh_HK: '輝立證券(香港)', zh_CN: '辉立证券(香港)' },
  },
  { id: '5100', name: 'Hang Seng Securities', chineseName: { zh_HK: '恒生證券', zh_CN: '恒生证券' } },
  {
    id: '7548',
    name: 'Bank of China (Hong Kong)',
    chineseName: { zh_HK: '中國銀行(香港)', zh_CN: '中国银行(香港)' },
  },
  {
    id: '3168',
    name: 'Standard Chartered Securities (Hong Kong)',
    chineseName: { zh_HK: '渣打證券(香港)', zh_CN: '渣打证券(香港)' },
  },
  {
    id: '8000',
    name: 'Interactive Brokers Hong Kong',
    chineseName: { zh_HK: '盈透證券香港', zh_CN: '盈透证券香港' },
  },
  {
    id: '4668',
    name: 'Tiger Brokers (HK) Global',
    chineseName: { zh_HK: '老虎證券(香港)環球', zh_CN: '老虎证券(香港)环球' },
  },
  { id: '2988', name: 'Valuable Capital (uSMART)', chineseName: { zh_HK: '盈立證券', zh_CN: '盈立证券' } },
  {
    id: '1938',
    name: 'Huatai Securities (Hong Kong)',
    chineseName: { zh_HK: '華泰證券(香港)', zh_CN: '华泰证券(香港)' },
  },
  {
    id: '8126',
    name: 'CITIC Securities Brokerage (HK)',
    chineseName: { zh_HK: '中信證券經紀(香港)', zh_CN: '中信证券经纪(香港)' },
  },
  {
    id: '6828',
    name: 'Everbright Securities International',
    chineseName: { zh_HK: '光大證券國際', zh_CN: '光大证券国际' },
  },
  {
    id: '3998',
    name: 'Guosen Securities (HK) Brokerage',
    chineseName: { zh_HK: '國信證券(香港)經紀', zh_CN: '国信证券(香港)经纪' },
  },
  {
    id: '2828',
    name: 'ICBC International Securities',
    chineseName: { zh_HK: '工銀國際證券', zh_CN: '工银国际证券' },
  },
  {
    id: '1538',
    name: 'CCB International Securities',
    chineseName: { zh_HK: '建銀國際證券', zh_CN: '建银国际证券' },
  },
  { id: '5388', name: 'ABCI Securities', chineseName: { zh_HK: '農銀國際證券', zh_CN: '农银国际证券' } },
  {
    id: '4978',
    name: 'Bank of Communications International Securities',
    chineseName: { zh_HK: '交銀國際證券', zh_CN: '交银国际证券' },
  },
  {
    id: '6688',
    name: 'Shenwan Hongyuan Securities (H.K.)',
    chineseName: { zh_HK: '申萬宏源證券(香港)', zh_CN: '申万宏源证券(香港)' },
  },
  {
    id: '2998',
    name: 'Zhongtai International Securities',
    chineseName: { zh_HK: '中泰國際證券', zh_CN: '中泰国际证券' },
  },
  {
    id: '4539',
    name: 'Orient Securities (Hong Kong)',
    chineseName: { zh_HK: '東方證券(香港)', zh_CN: '东方证券(香港)' },
  },
  {
    id: '3828',
    name: 'Haitong Securities International',
    chineseName: { zh_HK: '海通證券國際', zh_CN: '海通证券国际' },
  },
  { id: '7428', name: 'Livermore Holdings' },
  {
    id: '9098',
    name: 'DBS Vickers (Hong Kong)',
    chineseName: { zh_HK: '星展唯高達(香港)', zh_CN: '星展唯高达(香港)' },
  },
  { id: '5868', name: 'OCBC Securities', chineseName: { zh_HK: '華僑銀行證券', zh_CN: '华侨银行证券' } },
  {
    id: '1688',
    name: 'Nomura International (Hong Kong)',
    chineseName: { zh_HK: '野村國際(香港)', zh_CN: '野村国际(香港)' },
  },
  {
    id: '2168',
    name: 'Mizuho Securities Asia',
    chineseName: { zh_HK: '瑞穗證券亞洲', zh_CN: '瑞穗证券亚洲' },
  },
  {
    id: '3798',
    name: 'Daiwa Capital Markets Hong Kong',
    chineseName: { zh_HK: '大和資本市場香港', zh_CN: '大和资本市场香港' },
  },
  {
    id: '8898',
    name: 'Credit Suisse Securities (Hong Kong)',
    chineseName: { zh_HK: '瑞士信貸(香港)', zh_CN: '瑞士信贷(香港)' },
  },
  { id: '4338', name: 'Barclays Capital Asia', chineseName: { zh_HK: '巴克萊亞洲', zh_CN: '巴克莱亚洲' } },
  { id: '6038', name: 'Jefferies Hong Kong', chineseName: { zh_HK: '富瑞香港', zh_CN: '富瑞香港' } },
  {
    id: '7738',
    name: 'Societe Generale Securities (HK)',
    chineseName: { zh_HK: '法國興業證券(香港)', zh_CN: '法国兴业证券(香港)' },
  },
  { id: '1398', name: 'Emperor Securities', chineseName: { zh_HK: '英皇證券', zh_CN: '英皇证券' } },
  {
    id: '2378',
    name: 'Sun Hung Kai Investment Services',
    chineseName: { zh_HK: '新鴻基投資服務', zh_CN: '新鸿基投资服务' },
  },
  { id: '3988', name: 'Tai Fook Securities', chineseName: { zh_HK: '大福證券', zh_CN: '大福证券' } },
  {
    id: '5988',
    name: 'Yuanta Securities (Hong Kong)',
    chineseName: { zh_HK: '元大證券(香港)', zh_CN: '元大证券(香港)' },
  },
  { id: '6128', name: 'KGI Asia', chineseName: { zh_HK: '凱基亞洲', zh_CN: '凯基亚洲' } },
  { id: '7118', name: 'Chief Securities', chineseName: { zh_HK: '致富證券', zh_CN: '致富证券' } },
  { id: '8628', name: 'Prudential Brokerage', chineseName: { zh_HK: '保誠經紀', zh_CN: '保诚经纪' } },
  { id: '9188', name: 'Fulbright Securities', chineseName: { zh_HK: '富昌證券', zh_CN: '富昌证券' } },
];

const BY_ID = new Map(HK_BROKERS.map((broker) => [broker.id, broker]));

export function brokerById(id: string): Broker | undefined {
  return BY_ID.get(id);
}
