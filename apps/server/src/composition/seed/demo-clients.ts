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

type DemoAccountRow = Omit<DemoAccount, 'accountNumber'>;

const cashAccount = (cash: DemoAccount['cash'], holdings: DemoHolding[] = []): DemoAccountRow => ({
  type: 'CASH',
  cash,
  holdings,
});

const marginAccount = (
  creditLimit: string,
  cash: DemoAccount['cash'],
  holdings: DemoHolding[],
  options: { rri?: true } = {},
): DemoAccountRow => ({ type: 'MARGIN', creditLimit, ...options, cash, holdings });

/** A demo client as the tables below write it; `demoClient` makes the rest of it. */
interface DemoClientRow {
  login: readonly [userId: string, password: string, totpSecret: string];
  /** The names in English and Chinese, the e-mail address and a Hong Kong (+852) mobile number. */
  person: readonly [nameEn: string, nameZh: string, email: string, mobile: string];
  quotePlans?: DemoClient['quotePlans'];
  /** False unless the client has a system-issued password to replace. */
  mustChangePassword?: boolean;
  /** True unless the client is still to accept the additional agreement. */
  acceptedAdditionalAgreement?: boolean;
  /** Numbered after the user in order: LTU1001's are LTU100101 and LTU100102. */
  accounts: readonly DemoAccountRow[];
}

function demoClient({
  login: [userId, password, totpSecret],
  person: [nameEn, nameZh, email, number],
  quotePlans,
  mustChangePassword = false,
  acceptedAdditionalAgreement = true,
  accounts,
}: DemoClientRow): DemoClient {
  return {
    // A user id begins with its broker's three-letter code.
    brokerCode: userId.slice(0, 3),
    userId,
    password,
    nameEn,
    nameZh,
    email,
    mobile: { areaCode: '+852', number },
    totpSecret,
    mustChangePassword,
    acceptedAdditionalAgreement,
    accounts: accounts.map((account, index) => ({
      accountNumber: userId + String(index + 1).padStart(2, '0'),
      ...account,
    })),
    ...(quotePlans && { quotePlans }),
  };
}

const demoClientsOf = (rows: readonly DemoClientRow[]): readonly DemoClient[] => rows.map(demoClient);

const level2 = { plan: 'LEVEL2' } as const;

/**
 * Clients that exist to show (and browser-test) the quote plans: all Level 2, all delayed, and click-based in HK
 * with 30 clicks.
 */
export const quotePlanDemoClients = demoClientsOf([
  {
    login: ['LTU1004', 'Quotes2026L2', '36IMI2W5VK7YE7BWNVZJ6Y3FSIH2RT5I'],
    person: ['YEUNG Chi Wai', '楊志偉', 'yeung.chiwai@mail.example', '91001004'],
    quotePlans: { HK: level2, US: level2, 'MA^MZ': level2, 'SS^SZ': level2 },
    accounts: [
      cashAccount({ HKD: '500000.00', USD: '20000.00', CNY: '30000.00' }, [
        holding('HK', '00700', 200, '372.400'),
        holding('US', 'AAPL', 20, '188.1000'),
      ]),
    ],
  },
  {
    login: ['LTU1005', 'Quotes2026Dl', 'TFSD5O4XKUDWMJCHX3UG5H6VYHLAES2L'],
    person: ['TSANG Hoi Yan', '曾凱欣', 'tsang.hoiyan@mail.example', '62001005'],
    quotePlans: {},
    accounts: [
      cashAccount({ HKD: '60000.00', USD: '1500.00', CNY: '3000.00' }, [
        holding('HK', '00005', 400, '63.100'),
      ]),
    ],
  },
  {
    login: ['LTU1006', 'Quotes2026Ck', 'D65VLZIDJM6LSNYF7ZQKLMK6QPJI5J6R'],
    person: ['KWOK Wing Lam', '郭詠琳', 'kwok.winglam@mail.example', '53001006'],
    quotePlans: { HK: { plan: 'CLICK', clicks: 30 } },
    accounts: [
      cashAccount({ HKD: '90000.00', USD: '2500.00', CNY: '4000.00' }, [
        holding('HK', '02800', 500, '19.800'),
      ]),
    ],
  },
]);

const portalDemoClients = demoClientsOf([
  {
    login: ['LTU1001', 'Lantau2026', 'LRWFVEALKXWKKXZWWHP2E6FUJFONXAW3'],
    person: ['CHAN Tai Man', '陳大文', 'chan.taiman@mail.example', '91001001'],
    quotePlans: { HK: level2, US: level2 },
    accounts: [
      cashAccount({ HKD: '250000.00', USD: '12500.50', CNY: '48000.00' }, [
        holding('HK', '00700', 400, '368.200'),
        holding('HK', '00005', 800, '62.350'),
        holding('HK', '09988', 500, '81.600'),
        holding('US', 'AAPL', 50, '182.4500'),
        holding('US', 'TSLA', 20, '215.3000'),
        holding('MA^MZ', '600519', 100, '1620.000'),
        holding('MA^MZ', '000858', 300, '135.500'),
      ]),
      marginAccount('500000.00', { HKD: '80000.00', USD: '2000.00' }, [
        holding('HK', '02800', 1000, '19.420'),
        holding('SS^SZ', '200596', 200, '92.100'),
      ]),
    ],
  },
  {
    login: ['LTU1002', 'Harbour88a', 'BNMLIQXXY353QBOP56Z65H7XEZH5VTGL'],
    person: ['WONG Siu Ming', '黃小明', 'wong.siuming@mail.example', '62001002'],
    acceptedAdditionalAgreement: false,
    accounts: [
      cashAccount({ HKD: '56000.00', USD: '3200.75', CNY: '12000.00' }, [
        holding('HK', '00941', 500, '71.250'),
        holding('HK', '01299', 200, '58.900'),
        holding('US', 'MSFT', 10, '402.1000'),
        holding('MA^MZ', '601318', 200, '48.300'),
      ]),
    ],
  },
  {
    login: ['LTU1003', 'TempLtu1003', 'TMQAZX6TUB6I2I6O7GWEYTPQBCPK5H67'],
    person: ['LAU Ka Ho', '劉家豪', 'lau.kaho@mail.example', '53001003'],
    mustChangePassword: true,
    acceptedAdditionalAgreement: false,
    accounts: [
      cashAccount({ HKD: '10000.00', USD: '500.00', CNY: '2000.00' }, [
        holding('HK', '00005', 400, '64.000'),
        holding('US', 'AAPL', 5, '195.2000'),
      ]),
    ],
  },
  {
    login: ['KLN2001', 'Kowloon2026', 'TTDQ7ECTDMDNCCMYONKKTSRLFH6RUN4O'],
    person: ['LEE Ka Yan', '李嘉欣', 'lee.kayan@mail.example', '92002001'],
    acceptedAdditionalAgreement: false,
    accounts: [
      cashAccount({ HKD: '180000.00', USD: '9000.00', CNY: '5000.00' }, [
        holding('HK', '00700', 200, '355.000'),
        holding('HK', '03690', 300, '118.400'),
        holding('US', 'NVDA', 30, '118.9000'),
        holding('US', 'AAPL', 15, '190.0000'),
      ]),
    ],
  },
  {
    login: ['KLN2002', 'TempKln2002', 'MQ3GOALPSOURNYXDBIP3XRYEWOUQSDF3'],
    person: ['CHEUNG Wai Kit', '張偉傑', 'cheung.waikit@mail.example', '68002002'],
    mustChangePassword: true,
    acceptedAdditionalAgreement: false,
    accounts: [
      cashAccount({ HKD: '25000.00', USD: '1000.00', CNY: '800.00' }, [
        holding('HK', '02800', 500, '20.100'),
        holding('US', 'TSLA', 5, '240.0000'),
      ]),
    ],
  },
  {
    login: ['VIC3001', 'Victoria2026', '5CR5U3HEXLH5JB7XPG3SGUHZSDWAQS7P'],
    person: ['HO Mei Ling', '何美玲', 'ho.meiling@mail.example', '93003001'],
    quotePlans: { HK: level2, 'MA^MZ': level2, 'SS^SZ': level2 },
    accounts: [
      cashAccount({ HKD: '320000.00', USD: '15000.00', CNY: '90000.00' }, [
        holding('HK', '09988', 300, '84.250'),
        holding('HK', '00388', 100, '290.400'),
        holding('MA^MZ', '600519', 100, '1588.000'),
        holding('MA^MZ', '000858', 200, '128.600'),
        holding('SS^SZ', '200596', 500, '88.500'),
      ]),
    ],
  },
  {
    login: ['VIC3002', 'Peak2026Tram', '6MWZS76W4LOVTTNNS4VAOJHB5VMQSYE4'],
    person: ['LAM Chi Keung', '林志強', 'lam.chikeung@mail.example', '66003002'],
    acceptedAdditionalAgreement: false,
    accounts: [
      marginAccount(
        '300000.00',
        { HKD: '90000.00', USD: '4000.00', CNY: '30000.00' },
        [
          holding('HK', '00005', 1200, '60.100'),
          holding('MA^MZ', '601318', 500, '46.750'),
          holding('MA^MZ', '300750', 100, '190.200'),
        ],
        { rri: true },
      ),
    ],
  },
  {
    login: ['VIC3003', 'TempVic3003', 'NJA5JGZDUL6VWPME2RQSPYA2JU42L6CD'],
    person: ['NG Wing Sze', '吳詠詩', 'ng.wingsze@mail.example', '59003003'],
    mustChangePassword: true,
    acceptedAdditionalAgreement: false,
    accounts: [
      cashAccount({ HKD: '15000.00', USD: '300.00', CNY: '6000.00' }, [
        holding('HK', '00700', 100, '380.000'),
      ]),
    ],
  },
]);

/**
 * Clients the browser tests of the account screens own (one session per user, so no other test may log them in):
 * LTU1007 with a cash and a margin account for the overview and the record, LTU1008 for the shell at phone width,
 * VIC3004 (an RRI margin account) for the trade screens' odd-lot sell, VIC3005 for the conditional order,
 * LTU1009 for the markets beyond Hong Kong, the US and China (Tokyo, Singapore, London).
 */
export const accountScreenDemoClients = demoClientsOf([
  {
    login: ['LTU1007', 'Accounts2026', 'WI6NGJJCNGO6FCYA6YFFW26HDXUEB6GY'],
    person: ['LEUNG Ka Yan', '梁嘉欣', 'leung.kayan@mail.example', '91007007'],
    accounts: [
      cashAccount({ HKD: '123456.78', USD: '3000.00', CNY: '1500.00' }, [
        holding('HK', '00700', 300, '360.000'),
        holding('HK', '00005', 400, '60.500'),
      ]),
      marginAccount('300000.00', { HKD: '40000.00' }, [holding('HK', '02800', 2000, '19.900')]),
    ],
  },
  {
    login: ['LTU1008', 'PhoneShell2026', 'SHEKPJGWXIOBE4I57KNTRERQXQHS2GPU'],
    person: ['HO Chun Kit', '何俊傑', 'ho.chunkit@mail.example', '91008008'],
    // Level 2 in HK: the desktop test checks the 10-level depth table fits beside the rest of the quote.
    quotePlans: { HK: level2 },
    accounts: [
      cashAccount({ HKD: '50000.00', USD: '100.00', CNY: '200.00' }, [
        holding('HK', '00700', 100, '375.000'),
      ]),
    ],
  },
  {
    login: ['VIC3004', 'OddLot2026Rri', 'Q3JBNLAX5SWV6FE2UJ4PZH7MKCOYDT5R'],
    person: ['TSE Wai Man', '謝慧敏', 'tse.waiman@mail.example', '66003004'],
    acceptedAdditionalAgreement: false,
    accounts: [
      marginAccount(
        '300000.00',
        { HKD: '90000.00', USD: '4000.00', CNY: '30000.00' },
        [holding('HK', '00005', 1200, '60.100')],
        { rri: true },
      ),
    ],
  },
  {
    login: ['VIC3005', 'StopLoss2026Held', 'ZVERLNMQHFK3GPS4RIWAVUHZMX4IODOR'],
    person: ['FUNG Siu Ming', '馮小明', 'fung.siuming@mail.example', '66003005'],
    // Level 2 in HK: the ticket checks a trigger against the live price, not a delayed one.
    quotePlans: { HK: level2 },
    accounts: [
      cashAccount({ HKD: '150000.00', USD: '2000.00', CNY: '5000.00' }, [
        holding('HK', '00700', 200, '370.000'),
      ]),
    ],
  },
  {
    login: ['LTU1009', 'World2026Mkts', 'IGEJQUJJTK7FECOKRMXIGT4JIJIZUTU7'],
    person: ['MAK Tsz Ching', '麥芷晴', 'mak.tszching@mail.example', '91009009'],
    // Level 2 abroad: the ticket checks orders against the live quote, which delayed plans do not give.
    quotePlans: { JP: level2, 'SG^SI': level2, 'GB^GP': level2 },
    accounts: [
      // Enough of each currency for several lots of the priciest listing of each market.
      cashAccount({ HKD: '200000.00', USD: '5000.00', JPY: '3000000', SGD: '30000.00', GBP: '20000.00' }, [
        holding('JP', '7203', 200, '2950.00'),
        holding('JP', '6758', 100, '4210.00'),
        holding('SG^SI', 'D05', 300, '53.40'),
        holding('GB^GP', 'HSBA', 500, '10.42'),
        holding('GB^GP', 'AZN', 20, '131.50'),
      ]),
    ],
  },
  {
    // The statements browser test's own client (one session per user): it trades, then reads its statement
    // and notifications; no other test logs it in.
    login: ['LTU1050', 'Statements2026', 'YVXDMGZE6M3X4CMECYZ4PT4MW3TDX773'],
    person: ['HO Wing Sze', '何詠詩', 'ho.wingsze@mail.example', '91050050'],
    quotePlans: { US: level2 },
    accounts: [
      cashAccount({ HKD: '86420.50', USD: '7531.25', CNY: '2468.00' }, [
        holding('HK', '00700', 100, '350.000'),
        holding('US', 'AAPL', 10, '185.0000'),
      ]),
    ],
  },
  {
    // The fund deposit browser test's own client (one session per user): deposits with a certificate in three
    // languages and sees them credited; no other test logs it in.
    login: ['LTU1060', 'Deposits2026', 'Q3MZK6VXW4TQY2HNPL7RB5DJ3FACE6GU'],
    person: ['CHOI Ka Lok', '蔡家樂', 'choi.kalok@mail.example', '91060060'],
    quotePlans: {},
    accounts: [cashAccount({ HKD: '5000.00', USD: '800.00', CNY: '0.00' })],
  },
  {
    // The fund withdrawal and exchange browser test's own client: withdraws with an SMS code, exchanges HKD for
    // USD; no other test logs it in.
    login: ['LTU1061', 'Withdrawals2026', 'M7RD2KXQ5WZ3JH6TLP4VB2NC2YSGE5FA'],
    person: ['FUNG Hiu Tung', '馮曉彤', 'fung.hiutung@mail.example', '91061061'],
    quotePlans: {},
    accounts: [cashAccount({ HKD: '60000.00', USD: '3000.00', CNY: '0.00' })],
  },
  {
    // The dividend browser test's own client: elects cash, scrip and mixed on three stocks the demo dividends do
    // not cover, and sees each paid; no other test logs it in.
    login: ['LTU1070', 'Dividends2026', 'H4PW7ZKQ2XNR5TJ3LM6VD2BC4YFGE2SA'],
    person: ['KWOK Tsz Yan', '郭芷欣', 'kwok.tszyan@mail.example', '91070070'],
    quotePlans: {},
    accounts: [
      cashAccount({ HKD: '10000.00', USD: '0.00', CNY: '0.00' }, [
        holding('HK', '00388', 200, '300.000'),
        holding('HK', '00941', 500, '70.000'),
        holding('HK', '01299', 200, '75.000'),
      ]),
    ],
  },
  {
    // The back-office browser test's own client: deposits and withdraws for staff to credit, prepare and approve;
    // no other test logs it in.
    login: ['LTU1062', 'BackOffice2026', 'Q4ZK7WN2XD5RTRHJ3LV6PBACM2GSYE4A'],
    person: ['LAM Wing Sze', '林詠詩', 'lam.wingsze@mail.example', '91062062'],
    quotePlans: {},
    accounts: [cashAccount({ HKD: '20000.00', USD: '0.00', CNY: '0.00' })],
  },
  {
    // The back-office announcements browser test's own client: reads the announcement staff publish on its home
    // page; no other test logs it in.
    login: ['LTU1080', 'Announce2026', '7EGSPO7SVDS7BZQF576P6PVE7D7Y7ZHI'],
    person: ['YIP Sze Wing', '葉思穎', 'yip.szewing@mail.example', '91080080'],
    quotePlans: {},
    accounts: [cashAccount({ HKD: '10000.00', USD: '0.00', CNY: '0.00' })],
  },
  {
    // The polish browser test's own client (kick-off dialog, quote plan confirmation, multi-chart, old-version
    // switch); delayed quotes, so it may apply for Level 2. No other test logs it in.
    login: ['LTU1101', 'Polish2026', 'W2XNLKJJZJOSHZRNMTDTDXB3NMFBES2J'],
    person: ['KWOK Hoi Ting', '郭凱婷', 'kwok.hoiting@mail.example', '91101101'],
    quotePlans: {},
    accounts: [cashAccount({ HKD: '10000.00', USD: '0.00', CNY: '0.00' })],
  },
  {
    // The stock screener browser test's own client: saves, renames and deletes strategies and opens their
    // results' quotes and tickets; no other test logs it in.
    login: ['LTU1094', 'Screener2026', '4JA66ZUJRMFYDYPZIN62EQJ6L2UHL5UM'],
    person: ['KWOK Ka Yan', '郭嘉欣', 'kwok.kayan@mail.example', '91094094'],
    quotePlans: {},
    accounts: [cashAccount({ HKD: '100000.00', USD: '0.00', CNY: '0.00' })],
  },
  {
    // The price alerts browser test's own client (create, edit, delete, a firing alert); no other test logs it in.
    login: ['LTU1092', 'Alerts2026', 'MCWX2QXSNNANWDOD3VT3TNQQ23OWRGQY'],
    person: ['TSE Ka Ming', '謝家明', 'tse.ka.ming@mail.example', '91092092'],
    quotePlans: { HK: level2, US: level2 },
    accounts: [cashAccount({ HKD: '10000.00', USD: '0.00', CNY: '0.00' })],
  },
  {
    // The price alerts browser test's second client (keyboard-only form, axe checks); no other test logs it in.
    login: ['LTU1093', 'Alerts2026', 'LWANLU2U3JHN2XOUAUSI36JNVQ3IRLDK'],
    person: ['HO Mei Ling', '何美玲', 'ho.mei.ling@mail.example', '91093093'],
    quotePlans: { HK: level2, US: level2 },
    accounts: [cashAccount({ HKD: '10000.00', USD: '0.00', CNY: '0.00' })],
  },
  {
    // The settings tests' own client (integration and browser): changes every setting and its language; no other
    // test logs it in.
    login: ['LTU1097', 'Settings2026', 'MZXW6YTBOI3DKNRXGQ2TANBSHA4DCMBU'],
    person: ['HO Ka Yan', '何嘉欣', 'ho.kayan@mail.example', '91097097'],
    quotePlans: { HK: level2 },
    accounts: [
      cashAccount({ HKD: '500000.00', USD: '0.00', CNY: '0.00' }, [holding('HK', '00700', 100, '300.000')]),
    ],
  },
  {
    // The settings tests' second client: its notices are checked in its stored language; no other test logs it in.
    login: ['LTU1098', 'Language2026', 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA'],
    person: ['KWOK Chi Ming', '郭志明', 'kwok.chiming@mail.example', '91098098'],
    quotePlans: { HK: level2 },
    accounts: [cashAccount({ HKD: '500000.00', USD: '0.00', CNY: '0.00' })],
  },
  {
    // The watchlists browser test's own client: Level 2 in Hong Kong, so its watchlist streams; no other test
    // logs it in.
    login: ['LTU1090', 'Watchlist2026', 'UE5F7UAHFHY5GC34DYKWYMS7ALQYGF2G'],
    person: ['TSANG Hoi Yan', '曾凱欣', 'tsang.hoiyan@mail.example', '91090090'],
    quotePlans: { HK: level2 },
    accounts: [cashAccount({ HKD: '50000.00', USD: '0.00', CNY: '0.00' })],
  },
  {
    // The watchlists browser test's second client: delayed quotes only (no plan), so its watchlist shows what a
    // delayed plan allows; no other test logs it in.
    login: ['LTU1091', 'Watchlist2026', 'AECXUGKJC74NOIKLZBPXLRP2HQPUCE2J'],
    person: ['KWOK Chun Hei', '郭俊希', 'kwok.chunhei@mail.example', '91091091'],
    accounts: [cashAccount({ HKD: '50000.00', USD: '0.00', CNY: '0.00' })],
  },
  {
    // The help center browser test's own clients: read the FAQ and send feedback; no other test logs them in.
    login: ['LTU1099', 'HelpCenter2026', 'KSURBHGES54AK5OY5FIR44GBCW3I3WJY'],
    person: ['SIU Ka Lok', '蕭家樂', 'siu.kalok@mail.example', '91099099'],
    quotePlans: {},
    accounts: [cashAccount({ HKD: '10000.00', USD: '0.00', CNY: '0.00' })],
  },
  {
    // The content-security-policy browser test's own client (main screens in both schemes, no inline style
    // refused); no other test logs it in.
    login: ['LTU1180', 'Policy2026', 'KQ3XGM2TOBZWKYLSNVQWY6LFMVZXE3DQ'],
    person: ['KWOK Man Yee', '郭敏儀', 'kwok.manyee@mail.example', '91180180'],
    quotePlans: {},
    accounts: [
      cashAccount({ HKD: '50000.00', USD: '0.00', CNY: '0.00' }, [holding('HK', '00700', 100, '320.000')]),
    ],
  },
  {
    // The help center browser test's second client (the accessibility sweep); no other test logs it in.
    login: ['LTU1100', 'Feedback2026', 'Z3LNLEP33OTCZOACRWZ5VRGC2HBBAMPA'],
    person: ['TAM Hoi Yan', '譚凱欣', 'tam.hoiyan@mail.example', '91100100'],
    quotePlans: {},
    accounts: [cashAccount({ HKD: '10000.00', USD: '0.00', CNY: '0.00' })],
  },
  {
    // The message center's integration tests' clients (their own messages, pushes to one and not the other).
    login: ['LTU1095', 'Messages2026', '75SIKHGIEEHJPCSERUWZKLDQRM2WWRME'],
    person: ['KWOK Ming Yan', '郭明欣', 'kwok.mingyan@mail.example', '91095095'],
    quotePlans: {},
    accounts: [cashAccount({ HKD: '200000.00', USD: '0.00', CNY: '0.00' })],
  },
  {
    // The message-center browser test's own client, at Kowloon: the back-office test's announcements go to every
    // Lantau client, and this one's inbox must hold only its seeded messages and its own.
    login: ['KLN2095', 'Messages2026', 'YBXYNDFLFQ3PQ64P372BL4VBDST36YJO'],
    person: ['KWOK Ming Yan', '郭明欣', 'kwok.mingyan.kln@mail.example', '91095209'],
    // Live quotes: its test buys at the quote's price, which a 15-minute delay can put past the exchange's price
    // limits from the live market.
    quotePlans: { HK: level2 },
    accounts: [cashAccount({ HKD: '200000.00', USD: '0.00', CNY: '0.00' })],
  },
  {
    login: ['LTU1096', 'Messages2026', '3PJPOAGNW4QZDQAGRW526KZVFWWRSEFB'],
    person: ['HO Ka Lok', '何家樂', 'ho.kalok@mail.example', '91096096'],
    quotePlans: {},
    accounts: [cashAccount({ HKD: '10000.00', USD: '0.00', CNY: '0.00' })],
  },
  {
    // The amend browser test's own client (e2e/amend-steps.spec.ts): working buys of an HK stock, an ETF, a warrant,
    // a CBBC and a Shanghai B-share, each amended on its own spread table; Level 2, so its ticket steps from the
    // live price. No other test logs it in.
    login: ['LTU1110', 'Amend2026Steps', 'ZNTMXP64OXCT2MSCH44IMO2UJNKYFENP'],
    person: ['LEUNG Ka Yan', '梁嘉欣', 'leung.kayan@mail.example', '91110110'],
    quotePlans: { HK: level2, 'SS^SZ': level2 },
    accounts: [cashAccount({ HKD: '300000.00', USD: '2000.00', CNY: '0.00' })],
  },
  {
    // The phone browser test's own client (e2e/phone.spec.ts): holdings, and cash in three currencies, for the
    // cards at 390 px; Level 2 in Hong Kong for the ladder beside the ticket. No other test logs it in.
    login: ['LTU1390', 'Phone2026Cards', 'PQ7EXANKO5IRKDL3TBKKAOCU67KIN2NL'],
    person: ['CHAN Siu Ming', '陳小明', 'chan.siuming@mail.example', '91390390'],
    quotePlans: { HK: level2 },
    accounts: [
      cashAccount({ HKD: '300000.00', USD: '5000.00', CNY: '10000.00' }, [
        holding('HK', '00700', 400, '350.000'),
        holding('HK', '00388', 800, '398.000'),
      ]),
    ],
  },
  {
    // The look browser test's Victoria client (e2e/look.spec.ts): Victoria shows no P/L (WebPNLEnable false),
    // and its header is where the ticker's gear sat over the user menu. No other test logs it in.
    login: ['VIC3010', 'Look2026Harbour', 'K3JHJMMM3UXZCBE77XFRIF7O3UGZC2JR'],
    person: ['YIP Wing Sze', '葉詠詩', 'yip.wingsze@mail.example', '66003010'],
    quotePlans: { HK: level2 },
    accounts: [
      cashAccount({ HKD: '200000.00', USD: '0.00', CNY: '0.00' }, [holding('HK', '00700', 200, '350.000')]),
    ],
  },
  {
    // The look and density browser tests' Lantau client (e2e/look.spec.ts): Level 2 for the trade page's live
    // quote and the ten-level book. No other test logs it in.
    login: ['LTU1120', 'Look2026Dense', 'DFZXUSRBBIZOZFWNY7HWAAR5TUZYRRVV'],
    person: ['CHOI Ka Man', '蔡嘉敏', 'choi.kaman@mail.example', '91120120'],
    quotePlans: { HK: level2 },
    accounts: [
      cashAccount({ HKD: '250000.00', USD: '1000.00', CNY: '0.00' }, [
        holding('HK', '00700', 300, '360.000'),
        holding('HK', '00388', 400, '402.000'),
      ]),
    ],
  },
  {
    // The toast browser test's client (e2e/toasts.spec.ts): saves a nickname to raise a notice, and buys 00700
    // (live quotes: the ticket prices from the live market) to raise an order's notice beside the ticket. No
    // other test logs it in.
    login: ['LTU1122', 'Toast2026Corner', 'XRBJJI4U4UXPKVLSIHNN5BLO3HPSSHHD'],
    person: ['LEUNG Hoi Yan', '梁凱欣', 'leung.hoiyan@mail.example', '91122122'],
    quotePlans: { HK: level2 },
    accounts: [cashAccount({ HKD: '300000.00', USD: '0.00', CNY: '0.00' }, [])],
  },
  {
    // The client IPO browser test's applicant (e2e/ipo.spec.ts): applies in cash and financed, cancels, and sees
    // its holds. No other test logs it in.
    login: ['LTU1124', 'Ipo2026Apply', 'KQ4XGZLSMFZXI5LSNFXGOZLSOQ2DSNBT'],
    person: ['YIP Wai Kei', '葉慧琪', 'yip.waikei@mail.example', '91124124'],
    accounts: [cashAccount({ HKD: '90000.00', USD: '2500.00', CNY: '4000.00' }, [])],
  },
  {
    // The grey market browser test's client (e2e/ipo-grey.spec.ts): applies in cash, is allotted, sells in the
    // grey market and buys the new stock on its listing day; Level 2 in Hong Kong for the new issue's live quote
    // and book. No other test logs it in.
    login: ['LTU1126', 'Grey2026Market', 'V2ZMR7K6PHK625MJDSYP2IQG6TXAWZ2Z'],
    person: ['KWAN Tsz Ching', '關芷晴', 'kwan.tszching@mail.example', '91126126'],
    quotePlans: { HK: level2 },
    accounts: [cashAccount({ HKD: '80000.00', USD: '0.00', CNY: '0.00' }, [])],
  },
  {
    // The first screens' layout browser test's client (e2e/home-layout.spec.ts): home with its top positions,
    // then the Level 2 quote, with answers held back. No other test logs it in (a login ends the user's other
    // sessions: it shared LTU1004 with market.spec.ts before).
    login: ['LTU1128', 'Still2026Screen', 'UXPHLH3Y5Z44NLFOFSEKN53WHYEMWBBC'],
    person: ['HO Wing Sze', '何詠詩', 'ho.wingsze@mail.example', '91128128'],
    quotePlans: { HK: level2 },
    accounts: [
      cashAccount({ HKD: '200000.00', USD: '5000.00', CNY: '0.00' }, [
        // Stocks no dividend test pays (dividends.test.ts lists every holder of 00005 it pays).
        holding('HK', '00700', 100, '372.400'),
        holding('US', 'AAPL', 10, '188.1000'),
      ]),
    ],
  },
  {
    // The header browser test's Victoria and Kowloon clients (e2e/shell.spec.ts): Victoria's menu, with IPO shown
    // as not available, is the longest of the three brokers'. No other test logs them in.
    login: ['VIC3012', 'Header2026Harbour', 'AQYTS263EBKKRHQUZEPYQHB2CHNB7ESA'],
    person: ['MAN Tsz Kin', '文梓健', 'man.tszkin@mail.example', '66003012'],
    accounts: [cashAccount({ HKD: '20000.00', USD: '0.00', CNY: '0.00' }, [])],
  },
  {
    login: ['KLN2012', 'Header2026Nathan', 'KMKNBGTIBPUFHZPM4ANCXQSEVWVNJKYJ'],
    person: ['MAN Tsz Kin', '文梓健', 'man.tszkin.kln@mail.example', '66002012'],
    accounts: [cashAccount({ HKD: '20000.00', USD: '0.00', CNY: '0.00' }, [])],
  },
]);

export const demoClients: readonly DemoClient[] = [
  ...portalDemoClients,
  ...quotePlanDemoClients,
  ...accountScreenDemoClients,
];
