/**
 * Exchange closures for 2026 and 2027, 'YYYY-MM-DD' in the exchange's own time zone, weekdays only (weekends
 * are closed anyway). Half days close after the morning session (Hong Kong) or early, at 13:00 (New York).
 */
export interface HolidayCalendar {
  holidays: readonly string[];
  halfDays: readonly string[];
}

/** HKEX securities market, from the Hong Kong general holidays gazetted for 2026 and 2027. */
export const hongKongCalendar: HolidayCalendar = {
  holidays: [
    '2026-01-01',
    '2026-02-17',
    '2026-02-18',
    '2026-02-19',
    '2026-04-03',
    '2026-04-06',
    '2026-04-07',
    '2026-05-01',
    '2026-05-25',
    '2026-06-19',
    '2026-07-01',
    '2026-10-01',
    '2026-10-19',
    '2026-12-25',
    '2027-01-01',
    '2027-02-08',
    '2027-02-09',
    '2027-03-26',
    '2027-03-29',
    '2027-04-05',
    '2027-05-13',
    '2027-06-09',
    '2027-07-01',
    '2027-09-16',
    '2027-10-01',
    '2027-10-08',
    '2027-12-27',
  ],
  // Lunar New Year's Eve, Christmas Eve and New Year's Eve, when they fall on a weekday.
  halfDays: ['2026-02-16', '2026-12-24', '2026-12-31', '2027-02-05', '2027-12-24', '2027-12-31'],
};

/**
 * Shanghai and Shenzhen exchanges. 2026 follows the State Council's holiday notice; 2027 is provisional,
 * derived from the statutory holidays until the notice for 2027 is published: replace it then.
 */
export const mainlandCalendar: HolidayCalendar = {
  holidays: [
    '2026-01-01',
    '2026-01-02',
    '2026-02-16',
    '2026-02-17',
    '2026-02-18',
    '2026-02-19',
    '2026-02-20',
    '2026-02-23',
    '2026-04-06',
    '2026-05-01',
    '2026-05-04',
    '2026-05-05',
    '2026-06-19',
    '2026-09-25',
    '2026-10-01',
    '2026-10-02',
    '2026-10-05',
    '2026-10-06',
    '2026-10-07',
    '2027-01-01',
    '2027-02-05',
    '2027-02-08',
    '2027-02-09',
    '2027-02-10',
    '2027-02-11',
    '2027-04-05',
    '2027-05-03',
    '2027-05-04',
    '2027-05-05',
    '2027-06-09',
    '2027-09-15',
    '2027-10-01',
    '2027-10-04',
    '2027-10-05',
    '2027-10-06',
    '2027-10-07',
  ],
  halfDays: [],
};

/** NYSE and Nasdaq; half days are the early closes at 13:00 New York time. */
export const newYorkCalendar: HolidayCalendar = {
  holidays: [
    '2026-01-01',
    '2026-01-19',
    '2026-02-16',
    '2026-04-03',
    '2026-05-25',
    '2026-06-19',
    '2026-07-03',
    '2026-09-07',
    '2026-11-26',
    '2026-12-25',
    '2027-01-01',
    '2027-01-18',
    '2027-02-15',
    '2027-03-26',
    '2027-05-31',
    '2027-06-18',
    '2027-07-05',
    '2027-09-06',
    '2027-11-25',
    '2027-12-24',
  ],
  halfDays: ['2026-11-27', '2026-12-24', '2027-11-26'],
};

/**
 * Stock Connect northbound trades only on days both Hong Kong and the mainland are open, so its closures
 * are the union of the two. HKEX also closes northbound on a few days whose settlement would fall on a
 * holiday; those are announced each year and are not modelled here. Northbound trades a full day on Hong
 * Kong half days.
 */
export const northboundCalendar: HolidayCalendar = {
  holidays: [...new Set([...hongKongCalendar.holidays, ...mainlandCalendar.holidays])].sort(),
  halfDays: [],
};

/**
 * Tokyo Stock Exchange (JPX market holidays): Japan's national holidays with their substitute and citizens'
 * holidays, plus the exchange's own closures on 2 and 3 January and 31 December. No half days.
 */
export const tokyoCalendar: HolidayCalendar = {
  holidays: [
    '2026-01-01',
    '2026-01-02',
    '2026-01-12',
    '2026-02-11',
    '2026-02-23',
    '2026-03-20',
    '2026-04-29',
    '2026-05-04',
    '2026-05-05',
    '2026-05-06',
    '2026-07-20',
    '2026-08-11',
    '2026-09-21',
    '2026-09-22',
    '2026-09-23',
    '2026-10-12',
    '2026-11-03',
    '2026-11-23',
    '2026-12-31',
    '2027-01-01',
    '2027-01-11',
    '2027-02-11',
    '2027-02-23',
    '2027-03-22',
    '2027-04-29',
    '2027-05-03',
    '2027-05-04',
    '2027-05-05',
    '2027-07-19',
    '2027-08-11',
    '2027-09-20',
    '2027-09-23',
    '2027-10-11',
    '2027-11-03',
    '2027-11-23',
    '2027-12-31',
  ],
  halfDays: [],
};

/**
 * Singapore Exchange: Singapore's public holidays (Ministry of Manpower; a Sunday holiday moves to Monday).
 * 2027 lists only the dates fixed in advance (New Year, the Lunar New Year Monday, Good Friday, National Day);
 * add Hari Raya Puasa, Hari Raya Haji, Vesak Day and Deepavali when MOM gazettes them. SGX's half days (eves of
 * the Lunar New Year, Christmas and the New Year, closing at 12:00) are not modelled: the simulated exchange
 * knows only Hong Kong's and New York's early closes.
 */
export const singaporeCalendar: HolidayCalendar = {
  holidays: [
    '2026-01-01',
    '2026-02-17',
    '2026-02-18',
    '2026-04-03',
    '2026-05-01',
    '2026-05-27',
    '2026-06-01',
    '2026-08-10',
    '2026-11-09',
    '2026-12-25',
    '2027-01-01',
    '2027-02-08',
    '2027-03-26',
    '2027-08-09',
  ],
  halfDays: [],
};

/**
 * London Stock Exchange: the bank holidays of England and Wales (gov.uk). The 12:30 closes on Christmas Eve
 * and New Year's Eve are not modelled, for the reason given for Singapore.
 */
export const londonCalendar: HolidayCalendar = {
  holidays: [
    '2026-01-01',
    '2026-04-03',
    '2026-04-06',
    '2026-05-04',
    '2026-05-25',
    '2026-08-31',
    '2026-12-25',
    '2026-12-28',
    '2027-01-01',
    '2027-03-26',
    '2027-03-29',
    '2027-05-03',
    '2027-05-31',
    '2027-08-30',
    '2027-12-27',
    '2027-12-28',
  ],
  halfDays: [],
};

/** Markets whose holidays the platform does not maintain yet: sessions only, no closures listed. */
export const unmaintainedCalendar: HolidayCalendar = { holidays: [], halfDays: [] };
