// Hong Kong exchange participants the liquidity agents trade as, so broker queues and trades show realistic
// 4-digit broker IDs and well-known names. The pairing of an ID with a firm follows broker-queue listings as
// commonly seen; it is display data for a simulation, not a verified copy of the HKEX participant list.

export interface Broker {
  readonly id: string;
  readonly name: string;
}

export const HK_BROKERS: readonly Broker[] = [
  { id: '1799', name: 'Futu Securities' },
  { id: '4088', name: 'Goldman Sachs (Asia) Securities' },
  { id: '6999', name: 'China Securities (International)' },
  { id: '8579', name: 'HSBC Securities Brokers (Asia)' },
  { id: '6996', name: 'China Investment Information Services' },
  { id: '5337', name: 'BOCI Securities' },
  { id: '1451', name: 'Morgan Stanley Hong Kong Securities' },
  { id: '6387', name: 'J.P. Morgan Broking (Hong Kong)' },
  { id: '8737', name: 'UBS Securities Hong Kong' },
  { id: '9043', name: 'Citigroup Global Markets Asia' },
  { id: '2845', name: 'BNP Paribas Securities (Asia)' },
  { id: '5999', name: 'China International Capital Corporation HK Securities' },
  { id: '3436', name: 'Merrill Lynch Far East' },
  { id: '8130', name: 'Macquarie Capital Limited' },
  { id: '7389', name: 'CLSA Limited' },
  { id: '8949', name: 'Deutsche Bank Securities Asia' },
  { id: '6698', name: 'Haitong International Securities' },
  { id: '1196', name: 'GF Securities (Hong Kong) Brokerage' },
  { id: '5465', name: 'Guotai Junan Securities (Hong Kong)' },
  { id: '2058', name: 'Huatai Financial Holdings (Hong Kong)' },
  { id: '3030', name: 'CMB International Securities' },
  { id: '8459', name: 'China Merchants Securities (HK)' },
  { id: '1088', name: 'Bright Smart Securities' },
  { id: '6868', name: 'Phillip Securities (Hong Kong)' },
  { id: '5100', name: 'Hang Seng Securities' },
  { id: '7548', name: 'Bank of China (Hong Kong)' },
  { id: '3168', name: 'Standard Chartered Securities (Hong Kong)' },
  { id: '8000', name: 'Interactive Brokers Hong Kong' },
  { id: '4668', name: 'Tiger Brokers (HK) Global' },
  { id: '2988', name: 'Valuable Capital (uSMART)' },
  { id: '1938', name: 'Huatai Securities (Hong Kong)' },
  { id: '8126', name: 'CITIC Securities Brokerage (HK)' },
  { id: '6828', name: 'Everbright Securities International' },
  { id: '3998', name: 'Guosen Securities (HK) Brokerage' },
  { id: '2828', name: 'ICBC International Securities' },
  { id: '1538', name: 'CCB International Securities' },
  { id: '5388', name: 'ABCI Securities' },
  { id: '4978', name: 'Bank of Communications International Securities' },
  { id: '6688', name: 'Shenwan Hongyuan Securities (H.K.)' },
  { id: '2998', name: 'Zhongtai International Securities' },
  { id: '4539', name: 'Orient Securities (Hong Kong)' },
  { id: '3828', name: 'Haitong Securities International' },
  { id: '7428', name: 'Livermore Holdings' },
  { id: '9098', name: 'DBS Vickers (Hong Kong)' },
  { id: '5868', name: 'OCBC Securities' },
  { id: '1688', name: 'Nomura International (Hong Kong)' },
  { id: '2168', name: 'Mizuho Securities Asia' },
  { id: '3798', name: 'Daiwa Capital Markets Hong Kong' },
  { id: '8898', name: 'Credit Suisse Securities (Hong Kong)' },
  { id: '4338', name: 'Barclays Capital Asia' },
  { id: '6038', name: 'Jefferies Hong Kong' },
  { id: '7738', name: 'Societe Generale Securities (HK)' },
  { id: '1398', name: 'Emperor Securities' },
  { id: '2378', name: 'Sun Hung Kai Investment Services' },
  { id: '3988', name: 'Tai Fook Securities' },
  { id: '5988', name: 'Yuanta Securities (Hong Kong)' },
  { id: '6128', name: 'KGI Asia' },
  { id: '7118', name: 'Chief Securities' },
  { id: '8628', name: 'Prudential Brokerage' },
  { id: '9188', name: 'Fulbright Securities' },
];

const BY_ID = new Map(HK_BROKERS.map((broker) => [broker.id, broker]));

export function brokerById(id: string): Broker | undefined {
  return BY_ID.get(id);
}
