import type { CurrencyCode, MarketCode, QuotePlan } from '@lantau/contract';

export interface DemoHolding {
  market: MarketCode;
  stockCode: string;
  /** Whole board lots of the instrument. */
  quantity: string;
  averageCost: string;
}

export interface DemoAccount {
  accountNumber: string;
  type: 'CASH' | 'MARGIN';
  /** Margin accounts: the most the broker lends (HKD). */
  creditLimit?: string;
  /** A relevant regulated intermediary's account (its orders need a BCAN). */
  rri?: boolean;
  cash: Partial<Record<CurrencyCode, string>>;
  holdings: DemoHolding[];
}

/** A quote plan in one market; CLICK plans start with a number of snapshot clicks. */
export interface DemoQuotePlan {
  plan: QuotePlan;
  clicks?: number;
}

export interface DemoClient {
  brokerCode: string;
  userId: string;
  /** Demo only: published in the README so people can log in. */
  password: string;
  nameEn: string;
  nameZh: string;
  email: string;
  mobile: { areaCode: string; number: string };
  /** Base32 TOTP secret for the companion app's codes (add it to any authenticator app). */
  totpSecret: string;
  /** A system-issued password the client must replace at first login. */
  mustChangePassword: boolean;
  /** Whether the client has accepted the additional agreement; the others see it after logging in. */
  acceptedAdditionalAgreement: boolean;
  accounts: DemoAccount[];
  /** Quote plans by market; markets of the broker not listed are DELAYED. */
  quotePlans?: Partial<Record<MarketCode, DemoQuotePlan>>;
}

const holding = (
  market: MarketCode,
  stockCode: string,
  quantity: number,
  averageCost: string,
): DemoHolding => ({
  market,
  stockCode,
  quantity: String(quantity),
  averageCost,
});

const level2 = { plan: 'LEVEL2' } as const;

/**
 * Clients that exist to show (and browser-test) the quote plans: all Level 2, all delayed, and click-based in HK
 * with 30 clicks.
 */
export const quotePlanDemoClients: readonly DemoClient[] = [
  {
    brokerCode: 'LTU',
    userId: 'LTU1004',
    password: 'Quotes2026L2',
    nameEn: 'YEUNG Chi Wai',
    nameZh: '楊志偉',
    email: 'yeung.chiwai@mail.example',
    mobile: { areaCode: '+852', number: '91001004' },
    totpSecret: '36IMI2W5VK7YE7BWNVZJ6Y3FSIH2RT5I',
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU100401',
        type: 'CASH',
        cash: { HKD: '500000.00', USD: '20000.00', CNY: '30000.00' },
        holdings: [holding('HK', '00700', 200, '372.400'), holding('US', 'AAPL', 20, '188.1000')],
      },
    ],
    quotePlans: { HK: level2, US: level2, 'MA^MZ': level2, 'SS^SZ': level2 },
  },
  {
    brokerCode: 'LTU',
    userId: 'LTU1005',
    password: 'Quotes2026Dl',
    nameEn: 'TSANG Hoi Yan',
    nameZh: '曾凱欣',
    email: 'tsang.hoiyan@mail.example',
    mobile: { areaCode: '+852', number: '62001005' },
    totpSecret: 'TFSD5O4XKUDWMJCHX3UG5H6VYHLAES2L',
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU100501',
        type: 'CASH',
        cash: { HKD: '60000.00', USD: '1500.00', CNY: '3000.00' },
        holdings: [holding('HK', '00005', 400, '63.100')],
      },
    ],
    quotePlans: {},
  },
  {
    brokerCode: 'LTU',
    userId: 'LTU1006',
    password: 'Quotes2026Ck',
    nameEn: 'KWOK Wing Lam',
    nameZh: '郭詠琳',
    email: 'kwok.winglam@mail.example',
    mobile: { areaCode: '+852', number: '53001006' },
    totpSecret: 'D65VLZIDJM6LSNYF7ZQKLMK6QPJI5J6R',
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU100601',
        type: 'CASH',
        cash: { HKD: '90000.00', USD: '2500.00', CNY: '4000.00' },
        holdings: [holding('HK', '02800', 500, '19.800')],
      },
    ],
    quotePlans: { HK: { plan: 'CLICK', clicks: 30 } },
  },
];

const portalDemoClients: readonly DemoClient[] = [
  {
    brokerCode: 'LTU',
    userId: 'LTU1001',
    password: 'Lantau2026',
    nameEn: 'CHAN Tai Man',
    nameZh: '陳大文',
    email: 'chan.taiman@mail.example',
    mobile: { areaCode: '+852', number: '91001001' },
    totpSecret: 'LRWFVEALKXWKKXZWWHP2E6FUJFONXAW3',
    quotePlans: { HK: level2, US: level2 },
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU100101',
        type: 'CASH',
        cash: { HKD: '250000.00', USD: '12500.50', CNY: '48000.00' },
        holdings: [
          holding('HK', '00700', 400, '368.200'),
          holding('HK', '00005', 800, '62.350'),
          holding('HK', '09988', 500, '81.600'),
          holding('US', 'AAPL', 50, '182.4500'),
          holding('US', 'TSLA', 20, '215.3000'),
          holding('MA^MZ', '600519', 100, '1620.000'),
          holding('MA^MZ', '000858', 300, '135.500'),
        ],
      },
      {
        accountNumber: 'LTU100102',
        type: 'MARGIN',
        creditLimit: '500000.00',
        cash: { HKD: '80000.00', USD: '2000.00' },
        holdings: [holding('HK', '02800', 1000, '19.420'), holding('SS^SZ', '200596', 200, '92.100')],
      },
    ],
  },
  {
    brokerCode: 'LTU',
    userId: 'LTU1002',
    password: 'Harbour88a',
    nameEn: 'WONG Siu Ming',
    nameZh: '黃小明',
    email: 'wong.siuming@mail.example',
    mobile: { areaCode: '+852', number: '62001002' },
    totpSecret: 'BNMLIQXXY353QBOP56Z65H7XEZH5VTGL',
    mustChangePassword: false,
    acceptedAdditionalAgreement: false,
    accounts: [
      {
        accountNumber: 'LTU100201',
        type: 'CASH',
        cash: { HKD: '56000.00', USD: '3200.75', CNY: '12000.00' },
        holdings: [
          holding('HK', '00941', 500, '71.250'),
          holding('HK', '01299', 200, '58.900'),
          holding('US', 'MSFT', 10, '402.1000'),
          holding('MA^MZ', '601318', 200, '48.300'),
        ],
      },
    ],
  },
  {
    brokerCode: 'LTU',
    userId: 'LTU1003',
    password: 'TempLtu1003',
    nameEn: 'LAU Ka Ho',
    nameZh: '劉家豪',
    email: 'lau.kaho@mail.example',
    mobile: { areaCode: '+852', number: '53001003' },
    totpSecret: 'TMQAZX6TUB6I2I6O7GWEYTPQBCPK5H67',
    mustChangePassword: true,
    acceptedAdditionalAgreement: false,
    accounts: [
      {
        accountNumber: 'LTU100301',
        type: 'CASH',
        cash: { HKD: '10000.00', USD: '500.00', CNY: '2000.00' },
        holdings: [holding('HK', '00005', 400, '64.000'), holding('US', 'AAPL', 5, '195.2000')],
      },
    ],
  },
  {
    brokerCode: 'KLN',
    userId: 'KLN2001',
    password: 'Kowloon2026',
    nameEn: 'LEE Ka Yan',
    nameZh: '李嘉欣',
    email: 'lee.kayan@mail.example',
    mobile: { areaCode: '+852', number: '92002001' },
    totpSecret: 'TTDQ7ECTDMDNCCMYONKKTSRLFH6RUN4O',
    mustChangePassword: false,
    acceptedAdditionalAgreement: false,
    accounts: [
      {
        accountNumber: 'KLN200101',
        type: 'CASH',
        cash: { HKD: '180000.00', USD: '9000.00', CNY: '5000.00' },
        holdings: [
          holding('HK', '00700', 200, '355.000'),
          holding('HK', '03690', 300, '118.400'),
          holding('US', 'NVDA', 30, '118.9000'),
          holding('US', 'AAPL', 15, '190.0000'),
        ],
      },
    ],
  },
  {
    brokerCode: 'KLN',
    userId: 'KLN2002',
    password: 'TempKln2002',
    nameEn: 'CHEUNG Wai Kit',
    nameZh: '張偉傑',
    email: 'cheung.waikit@mail.example',
    mobile: { areaCode: '+852', number: '68002002' },
    totpSecret: 'MQ3GOALPSOURNYXDBIP3XRYEWOUQSDF3',
    mustChangePassword: true,
    acceptedAdditionalAgreement: false,
    accounts: [
      {
        accountNumber: 'KLN200201',
        type: 'CASH',
        cash: { HKD: '25000.00', USD: '1000.00', CNY: '800.00' },
        holdings: [holding('HK', '02800', 500, '20.100'), holding('US', 'TSLA', 5, '240.0000')],
      },
    ],
  },
  {
    brokerCode: 'VIC',
    userId: 'VIC3001',
    password: 'Victoria2026',
    nameEn: 'HO Mei Ling',
    nameZh: '何美玲',
    email: 'ho.meiling@mail.example',
    mobile: { areaCode: '+852', number: '93003001' },
    totpSecret: '5CR5U3HEXLH5JB7XPG3SGUHZSDWAQS7P',
    quotePlans: { HK: level2, 'MA^MZ': level2, 'SS^SZ': level2 },
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'VIC300101',
        type: 'CASH',
        cash: { HKD: '320000.00', USD: '15000.00', CNY: '90000.00' },
        holdings: [
          holding('HK', '09988', 300, '84.250'),
          holding('HK', '00388', 100, '290.400'),
          holding('MA^MZ', '600519', 100, '1588.000'),
          holding('MA^MZ', '000858', 200, '128.600'),
          holding('SS^SZ', '200596', 500, '88.500'),
        ],
      },
    ],
  },
  {
    brokerCode: 'VIC',
    userId: 'VIC3002',
    password: 'Peak2026Tram',
    nameEn: 'LAM Chi Keung',
    nameZh: '林志強',
    email: 'lam.chikeung@mail.example',
    mobile: { areaCode: '+852', number: '66003002' },
    totpSecret: '6MWZS76W4LOVTTNNS4VAOJHB5VMQSYE4',
    mustChangePassword: false,
    acceptedAdditionalAgreement: false,
    accounts: [
      {
        accountNumber: 'VIC300201',
        type: 'MARGIN',
        creditLimit: '300000.00',
        rri: true,
        cash: { HKD: '90000.00', USD: '4000.00', CNY: '30000.00' },
        holdings: [
          holding('HK', '00005', 1200, '60.100'),
          holding('MA^MZ', '601318', 500, '46.750'),
          holding('MA^MZ', '300750', 100, '190.200'),
        ],
      },
    ],
  },
  {
    brokerCode: 'VIC',
    userId: 'VIC3003',
    password: 'TempVic3003',
    nameEn: 'NG Wing Sze',
    nameZh: '吳詠詩',
    email: 'ng.wingsze@mail.example',
    mobile: { areaCode: '+852', number: '59003003' },
    totpSecret: 'NJA5JGZDUL6VWPME2RQSPYA2JU42L6CD',
    mustChangePassword: true,
    acceptedAdditionalAgreement: false,
    accounts: [
      {
        accountNumber: 'VIC300301',
        type: 'CASH',
        cash: { HKD: '15000.00', USD: '300.00', CNY: '6000.00' },
        holdings: [holding('HK', '00700', 100, '380.000')],
      },
    ],
  },
];

/**
 * Clients the browser tests of the account screens own (one session per user, so no other test may log them in):
 * LTU1007 with a cash and a margin account for the overview and the record, LTU1008 for the shell at phone width,
 * VIC3004 (an RRI margin account) for the trade screens' odd-lot sell, VIC3005 for the conditional order,
 * LTU1009 for the markets beyond Hong Kong, the US and China (Tokyo, Singapore, London).
 */
export const accountScreenDemoClients: readonly DemoClient[] = [
  {
    brokerCode: 'LTU',
    userId: 'LTU1007',
    password: 'Accounts2026',
    nameEn: 'LEUNG Ka Yan',
    nameZh: '梁嘉欣',
    email: 'leung.kayan@mail.example',
    mobile: { areaCode: '+852', number: '91007007' },
    totpSecret: 'WI6NGJJCNGO6FCYA6YFFW26HDXUEB6GY',
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU100701',
        type: 'CASH',
        cash: { HKD: '123456.78', USD: '3000.00', CNY: '1500.00' },
        holdings: [holding('HK', '00700', 300, '360.000'), holding('HK', '00005', 400, '60.500')],
      },
      {
        accountNumber: 'LTU100702',
        type: 'MARGIN',
        creditLimit: '300000.00',
        cash: { HKD: '40000.00' },
        holdings: [holding('HK', '02800', 2000, '19.900')],
      },
    ],
  },
  {
    brokerCode: 'LTU',
    userId: 'LTU1008',
    password: 'PhoneShell2026',
    nameEn: 'HO Chun Kit',
    nameZh: '何俊傑',
    email: 'ho.chunkit@mail.example',
    mobile: { areaCode: '+852', number: '91008008' },
    totpSecret: 'SHEKPJGWXIOBE4I57KNTRERQXQHS2GPU',
    // Level 2 in HK: the desktop test checks the 10-level depth table fits beside the rest of the quote.
    quotePlans: { HK: level2 },
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU100801',
        type: 'CASH',
        cash: { HKD: '50000.00', USD: '100.00', CNY: '200.00' },
        holdings: [holding('HK', '00700', 100, '375.000')],
      },
    ],
  },
  {
    brokerCode: 'VIC',
    userId: 'VIC3004',
    password: 'OddLot2026Rri',
    nameEn: 'TSE Wai Man',
    nameZh: '謝慧敏',
    email: 'tse.waiman@mail.example',
    mobile: { areaCode: '+852', number: '66003004' },
    totpSecret: 'Q3JBNLAX5SWV6FE2UJ4PZH7MKCOYDT5R',
    mustChangePassword: false,
    acceptedAdditionalAgreement: false,
    accounts: [
      {
        accountNumber: 'VIC300401',
        type: 'MARGIN',
        creditLimit: '300000.00',
        rri: true,
        cash: { HKD: '90000.00', USD: '4000.00', CNY: '30000.00' },
        holdings: [holding('HK', '00005', 1200, '60.100')],
      },
    ],
  },
  {
    brokerCode: 'VIC',
    userId: 'VIC3005',
    password: 'StopLoss2026Held',
    nameEn: 'FUNG Siu Ming',
    nameZh: '馮小明',
    email: 'fung.siuming@mail.example',
    mobile: { areaCode: '+852', number: '66003005' },
    totpSecret: 'ZVERLNMQHFK3GPS4RIWAVUHZMX4IODOR',
    // Level 2 in HK: the ticket checks a trigger against the live price, not a delayed one.
    quotePlans: { HK: level2 },
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'VIC300501',
        type: 'CASH',
        cash: { HKD: '150000.00', USD: '2000.00', CNY: '5000.00' },
        holdings: [holding('HK', '00700', 200, '370.000')],
      },
    ],
  },
  {
    brokerCode: 'LTU',
    userId: 'LTU1009',
    password: 'World2026Mkts',
    nameEn: 'MAK Tsz Ching',
    nameZh: '麥芷晴',
    email: 'mak.tszching@mail.example',
    mobile: { areaCode: '+852', number: '91009009' },
    totpSecret: 'IGEJQUJJTK7FECOKRMXIGT4JIJIZUTU7',
    // Level 2 abroad: the ticket checks orders against the live quote, which delayed plans do not give.
    quotePlans: { JP: level2, 'SG^SI': level2, 'GB^GP': level2 },
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU100901',
        type: 'CASH',
        // Enough of each currency for several lots of the priciest listing of each market.
        cash: {
          HKD: '200000.00',
          USD: '5000.00',
          JPY: '3000000',
          SGD: '30000.00',
          GBP: '20000.00',
        },
        holdings: [
          holding('JP', '7203', 200, '2950.00'),
          holding('JP', '6758', 100, '4210.00'),
          holding('SG^SI', 'D05', 300, '53.40'),
          holding('GB^GP', 'HSBA', 500, '10.42'),
          holding('GB^GP', 'AZN', 20, '131.50'),
        ],
      },
    ],
  },
  {
    // The statements browser test's own client (one session per user): it trades, then reads its statement
    // and notifications; no other test logs it in.
    brokerCode: 'LTU',
    userId: 'LTU1050',
    password: 'Statements2026',
    nameEn: 'HO Wing Sze',
    nameZh: '何詠詩',
    email: 'ho.wingsze@mail.example',
    mobile: { areaCode: '+852', number: '91050050' },
    totpSecret: 'YVXDMGZE6M3X4CMECYZ4PT4MW3TDX773',
    quotePlans: { US: level2 },
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU105001',
        type: 'CASH',
        cash: { HKD: '86420.50', USD: '7531.25', CNY: '2468.00' },
        holdings: [holding('HK', '00700', 100, '350.000'), holding('US', 'AAPL', 10, '185.0000')],
      },
    ],
  },
  {
    // The fund deposit browser test's own client (one session per user): deposits with a certificate in three
    // languages and sees them credited; no other test logs it in.
    brokerCode: 'LTU',
    userId: 'LTU1060',
    password: 'Deposits2026',
    nameEn: 'CHOI Ka Lok',
    nameZh: '蔡家樂',
    email: 'choi.kalok@mail.example',
    mobile: { areaCode: '+852', number: '91060060' },
    totpSecret: 'Q3MZK6VXW4TQY2HNPL7RB5DJ3FACE6GU',
    quotePlans: {},
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU106001',
        type: 'CASH',
        cash: { HKD: '5000.00', USD: '800.00', CNY: '0.00' },
        holdings: [],
      },
    ],
  },
  {
    // The fund withdrawal and exchange browser test's own client: withdraws with an SMS code, exchanges HKD for
    // USD; no other test logs it in.
    brokerCode: 'LTU',
    userId: 'LTU1061',
    password: 'Withdrawals2026',
    nameEn: 'FUNG Hiu Tung',
    nameZh: '馮曉彤',
    email: 'fung.hiutung@mail.example',
    mobile: { areaCode: '+852', number: '91061061' },
    totpSecret: 'M7RD2KXQ5WZ3JH6TLP4VB2NC2YSGE5FA',
    quotePlans: {},
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU106101',
        type: 'CASH',
        cash: { HKD: '60000.00', USD: '3000.00', CNY: '0.00' },
        holdings: [],
      },
    ],
  },
  {
    // The dividend browser test's own client: elects cash, scrip and mixed on three stocks the demo dividends do
    // not cover, and sees each paid; no other test logs it in.
    brokerCode: 'LTU',
    userId: 'LTU1070',
    password: 'Dividends2026',
    nameEn: 'KWOK Tsz Yan',
    nameZh: '郭芷欣',
    email: 'kwok.tszyan@mail.example',
    mobile: { areaCode: '+852', number: '91070070' },
    totpSecret: 'H4PW7ZKQ2XNR5TJ3LM6VD2BC4YFGE2SA',
    quotePlans: {},
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU107001',
        type: 'CASH',
        cash: { HKD: '10000.00', USD: '0.00', CNY: '0.00' },
        holdings: [
          holding('HK', '00388', 200, '300.000'),
          holding('HK', '00941', 500, '70.000'),
          holding('HK', '01299', 200, '75.000'),
        ],
      },
    ],
  },
  {
    // The back-office browser test's own client: deposits and withdraws for staff to credit, prepare and approve;
    // no other test logs it in.
    brokerCode: 'LTU',
    userId: 'LTU1062',
    password: 'BackOffice2026',
    nameEn: 'LAM Wing Sze',
    nameZh: '林詠詩',
    email: 'lam.wingsze@mail.example',
    mobile: { areaCode: '+852', number: '91062062' },
    totpSecret: 'Q4ZK7WN2XD5RTRHJ3LV6PBACM2GSYE4A',
    quotePlans: {},
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU106201',
        type: 'CASH',
        cash: { HKD: '20000.00', USD: '0.00', CNY: '0.00' },
        holdings: [],
      },
    ],
  },
  {
    // The back-office announcements browser test's own client: reads the announcement staff publish on its home
    // page; no other test logs it in.
    brokerCode: 'LTU',
    userId: 'LTU1080',
    password: 'Announce2026',
    nameEn: 'YIP Sze Wing',
    nameZh: '葉思穎',
    email: 'yip.szewing@mail.example',
    mobile: { areaCode: '+852', number: '91080080' },
    totpSecret: '7EGSPO7SVDS7BZQF576P6PVE7D7Y7ZHI',
    quotePlans: {},
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU108001',
        type: 'CASH',
        cash: { HKD: '10000.00', USD: '0.00', CNY: '0.00' },
        holdings: [],
      },
    ],
  },
  {
    // The polish browser test's own client (kick-off dialog, quote plan confirmation, multi-chart, old-version
    // switch); delayed quotes, so it may apply for Level 2. No other test logs it in.
    brokerCode: 'LTU',
    userId: 'LTU1101',
    password: 'Polish2026',
    nameEn: 'KWOK Hoi Ting',
    nameZh: '郭凱婷',
    email: 'kwok.hoiting@mail.example',
    mobile: { areaCode: '+852', number: '91101101' },
    totpSecret: 'W2XNLKJJZJOSHZRNMTDTDXB3NMFBES2J',
    quotePlans: {},
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU110101',
        type: 'CASH',
        cash: { HKD: '10000.00', USD: '0.00', CNY: '0.00' },
        holdings: [],
      },
    ],
  },
  {
    // The stock screener browser test's own client: saves, renames and deletes strategies and opens their
    // results' quotes and tickets; no other test logs it in.
    brokerCode: 'LTU',
    userId: 'LTU1094',
    password: 'Screener2026',
    nameEn: 'KWOK Ka Yan',
    nameZh: '郭嘉欣',
    email: 'kwok.kayan@mail.example',
    mobile: { areaCode: '+852', number: '91094094' },
    totpSecret: '4JA66ZUJRMFYDYPZIN62EQJ6L2UHL5UM',
    quotePlans: {},
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU109401',
        type: 'CASH',
        cash: { HKD: '100000.00', USD: '0.00', CNY: '0.00' },
        holdings: [],
      },
    ],
  },
  {
    // The price alerts browser test's own client (create, edit, delete, a firing alert); no other test logs it in.
    brokerCode: 'LTU',
    userId: 'LTU1092',
    password: 'Alerts2026',
    nameEn: 'TSE Ka Ming',
    nameZh: '謝家明',
    email: 'tse.ka.ming@mail.example',
    mobile: { areaCode: '+852', number: '91092092' },
    totpSecret: 'MCWX2QXSNNANWDOD3VT3TNQQ23OWRGQY',
    quotePlans: { HK: level2, US: level2 },
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU109201',
        type: 'CASH',
        cash: { HKD: '10000.00', USD: '0.00', CNY: '0.00' },
        holdings: [],
      },
    ],
  },
  {
    // The price alerts browser test's second client (keyboard-only form, axe checks); no other test logs it in.
    brokerCode: 'LTU',
    userId: 'LTU1093',
    password: 'Alerts2026',
    nameEn: 'HO Mei Ling',
    nameZh: '何美玲',
    email: 'ho.mei.ling@mail.example',
    mobile: { areaCode: '+852', number: '91093093' },
    totpSecret: 'LWANLU2U3JHN2XOUAUSI36JNVQ3IRLDK',
    quotePlans: { HK: level2, US: level2 },
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU109301',
        type: 'CASH',
        cash: { HKD: '10000.00', USD: '0.00', CNY: '0.00' },
        holdings: [],
      },
    ],
  },
  {
    // The settings tests' own client (integration and browser): changes every setting and its language; no other
    // test logs it in.
    brokerCode: 'LTU',
    userId: 'LTU1097',
    password: 'Settings2026',
    nameEn: 'HO Ka Yan',
    nameZh: '何嘉欣',
    email: 'ho.kayan@mail.example',
    mobile: { areaCode: '+852', number: '91097097' },
    totpSecret: 'MZXW6YTBOI3DKNRXGQ2TANBSHA4DCMBU',
    quotePlans: { HK: level2 },
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU109701',
        type: 'CASH',
        cash: { HKD: '500000.00', USD: '0.00', CNY: '0.00' },
        holdings: [holding('HK', '00700', 100, '300.000')],
      },
    ],
  },
  {
    // The settings tests' second client: its notices are checked in its stored language; no other test logs it in.
    brokerCode: 'LTU',
    userId: 'LTU1098',
    password: 'Language2026',
    nameEn: 'KWOK Chi Ming',
    nameZh: '郭志明',
    email: 'kwok.chiming@mail.example',
    mobile: { areaCode: '+852', number: '91098098' },
    totpSecret: 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA',
    quotePlans: { HK: level2 },
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU109801',
        type: 'CASH',
        cash: { HKD: '500000.00', USD: '0.00', CNY: '0.00' },
        holdings: [],
      },
    ],
  },
  {
    // The watchlists browser test's own client: Level 2 in Hong Kong, so its watchlist streams; no other test
    // logs it in.
    brokerCode: 'LTU',
    userId: 'LTU1090',
    password: 'Watchlist2026',
    nameEn: 'TSANG Hoi Yan',
    nameZh: '曾凱欣',
    email: 'tsang.hoiyan@mail.example',
    mobile: { areaCode: '+852', number: '91090090' },
    totpSecret: 'UE5F7UAHFHY5GC34DYKWYMS7ALQYGF2G',
    quotePlans: { HK: level2 },
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU109001',
        type: 'CASH',
        cash: { HKD: '50000.00', USD: '0.00', CNY: '0.00' },
        holdings: [],
      },
    ],
  },
  {
    // The watchlists browser test's second client: delayed quotes only (no plan), so its watchlist shows what a
    // delayed plan allows; no other test logs it in.
    brokerCode: 'LTU',
    userId: 'LTU1091',
    password: 'Watchlist2026',
    nameEn: 'KWOK Chun Hei',
    nameZh: '郭俊希',
    email: 'kwok.chunhei@mail.example',
    mobile: { areaCode: '+852', number: '91091091' },
    totpSecret: 'AECXUGKJC74NOIKLZBPXLRP2HQPUCE2J',
    quotePlans: {},
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU109101',
        type: 'CASH',
        cash: { HKD: '50000.00', USD: '0.00', CNY: '0.00' },
        holdings: [],
      },
    ],
  },
  {
    // The help center browser test's own clients: read the FAQ and send feedback; no other test logs them in.
    brokerCode: 'LTU',
    userId: 'LTU1099',
    password: 'HelpCenter2026',
    nameEn: 'SIU Ka Lok',
    nameZh: '蕭家樂',
    email: 'siu.kalok@mail.example',
    mobile: { areaCode: '+852', number: '91099099' },
    totpSecret: 'KSURBHGES54AK5OY5FIR44GBCW3I3WJY',
    quotePlans: {},
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU109901',
        type: 'CASH',
        cash: { HKD: '10000.00', USD: '0.00', CNY: '0.00' },
        holdings: [],
      },
    ],
  },
  {
    // The content-security-policy browser test's own client (main screens in both schemes, no inline style
    // refused); no other test logs it in.
    brokerCode: 'LTU',
    userId: 'LTU1180',
    password: 'Policy2026',
    nameEn: 'KWOK Man Yee',
    nameZh: '郭敏儀',
    email: 'kwok.manyee@mail.example',
    mobile: { areaCode: '+852', number: '91180180' },
    totpSecret: 'KQ3XGM2TOBZWKYLSNVQWY6LFMVZXE3DQ',
    quotePlans: {},
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU118001',
        type: 'CASH',
        cash: { HKD: '50000.00', USD: '0.00', CNY: '0.00' },
        holdings: [holding('HK', '00700', 100, '320.000')],
      },
    ],
  },
  {
    // The help center browser test's second client (the accessibility sweep); no other test logs it in.
    brokerCode: 'LTU',
    userId: 'LTU1100',
    password: 'Feedback2026',
    nameEn: 'TAM Hoi Yan',
    nameZh: '譚凱欣',
    email: 'tam.hoiyan@mail.example',
    mobile: { areaCode: '+852', number: '91100100' },
    totpSecret: 'Z3LNLEP33OTCZOACRWZ5VRGC2HBBAMPA',
    quotePlans: {},
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU110001',
        type: 'CASH',
        cash: { HKD: '10000.00', USD: '0.00', CNY: '0.00' },
        holdings: [],
      },
    ],
  },
  {
    // The message center's integration tests' clients (their own messages, pushes to one and not the other).
    brokerCode: 'LTU',
    userId: 'LTU1095',
    password: 'Messages2026',
    nameEn: 'KWOK Ming Yan',
    nameZh: '郭明欣',
    email: 'kwok.mingyan@mail.example',
    mobile: { areaCode: '+852', number: '91095095' },
    totpSecret: '75SIKHGIEEHJPCSERUWZKLDQRM2WWRME',
    quotePlans: {},
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU109501',
        type: 'CASH',
        cash: { HKD: '200000.00', USD: '0.00', CNY: '0.00' },
        holdings: [],
      },
    ],
  },
  {
    // The message-center browser test's own client, at Kowloon: the back-office test's announcements go to every
    // Lantau client, and this one's inbox must hold only its seeded messages and its own.
    brokerCode: 'KLN',
    userId: 'KLN2095',
    password: 'Messages2026',
    nameEn: 'KWOK Ming Yan',
    nameZh: '郭明欣',
    email: 'kwok.mingyan.kln@mail.example',
    mobile: { areaCode: '+852', number: '91095209' },
    totpSecret: 'YBXYNDFLFQ3PQ64P372BL4VBDST36YJO',
    // Live quotes: its test buys at the quote's price, which a 15-minute delay can put past the exchange's price
    // limits from the live market.
    quotePlans: { HK: level2 },
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'KLN209501',
        type: 'CASH',
        cash: { HKD: '200000.00', USD: '0.00', CNY: '0.00' },
        holdings: [],
      },
    ],
  },
  {
    brokerCode: 'LTU',
    userId: 'LTU1096',
    password: 'Messages2026',
    nameEn: 'HO Ka Lok',
    nameZh: '何家樂',
    email: 'ho.kalok@mail.example',
    mobile: { areaCode: '+852', number: '91096096' },
    totpSecret: '3PJPOAGNW4QZDQAGRW526KZVFWWRSEFB',
    quotePlans: {},
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU109601',
        type: 'CASH',
        cash: { HKD: '10000.00', USD: '0.00', CNY: '0.00' },
        holdings: [],
      },
    ],
  },
  {
    // The amend browser test's own client (e2e/amend-steps.spec.ts): working buys of an HK stock, an ETF, a warrant,
    // a CBBC and a Shanghai B-share, each amended on its own spread table; Level 2, so its ticket steps from the
    // live price. No other test logs it in.
    brokerCode: 'LTU',
    userId: 'LTU1110',
    password: 'Amend2026Steps',
    nameEn: 'LEUNG Ka Yan',
    nameZh: '梁嘉欣',
    email: 'leung.kayan@mail.example',
    mobile: { areaCode: '+852', number: '91110110' },
    totpSecret: 'ZNTMXP64OXCT2MSCH44IMO2UJNKYFENP',
    quotePlans: { HK: level2, 'SS^SZ': level2 },
    mustChangePassword: false,
    acceptedAdditionalAgreement: true,
    accounts: [
      {
        accountNumber: 'LTU111001',
        type: 'CASH',
        cash: { HKD: '300000.00', USD: '2000.00', CNY: '0.00' },
        holdings: [],
      },
    ],
  },
];

export const demoClients: readonly DemoClient[] = [
  ...portalDemoClients,
  ...quotePlanDemoClients,
  ...accountScreenDemoClients,
];
