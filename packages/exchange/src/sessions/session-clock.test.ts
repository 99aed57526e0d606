import { describe, expect, it } from 'vitest';
import { phaseAt, timetableOf } from './session-clock';
import { tradingDay } from './trading-day';
import { zonedMinuteToEpoch } from '../time/zoned-time';

const at = (timeZone: string, date: string, hhmm: string, seconds = 0) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return zonedMinuteToEpoch(date, h * 60 + m, timeZone) + seconds * 1000;
};
const hk = (date: string, hhmm: string, seconds = 0) => at('Asia/Hong_Kong', date, hhmm, seconds);
const ny = (date: string, hhmm: string) => at('America/New_York', date, hhmm);
const sh = (date: string, hhmm: string) => at('Asia/Shanghai', date, hhmm);

describe('Hong Kong calendar sessions', () => {
  const day = '2026-11-23'; // a Monday
  it.each([
    ['08:59', 'CLOSED'],
    ['09:00', 'PRE_OPENING'],
    ['09:14', 'PRE_OPENING'],
    ['09:15', 'PRE_OPENING_NO_CANCEL'],
    ['09:19', 'PRE_OPENING_NO_CANCEL'],
    ['09:20', 'RANDOM_MATCHING'],
    ['09:21', 'RANDOM_MATCHING'],
    ['09:22', 'BLOCKING'],
    ['09:29', 'BLOCKING'],
    ['09:30', 'CONTINUOUS'],
    ['11:59', 'CONTINUOUS'],
    ['12:00', 'LUNCH'],
    ['12:45', 'LUNCH'],
    ['13:00', 'CONTINUOUS'],
    ['15:59', 'CONTINUOUS'],
    ['16:00', 'CLOSING_REFERENCE'],
    ['16:01', 'CLOSING_AUCTION'],
    ['16:05', 'CLOSING_AUCTION'],
    ['16:06', 'CLOSING_NO_CANCEL'],
    ['16:08', 'RANDOM_CLOSE'],
    ['16:09', 'RANDOM_CLOSE'],
    ['16:10', 'CLOSED'],
    ['23:59', 'CLOSED'],
  ])('%s is %s', (time, phase) => {
    const info = phaseAt('HK', hk(day, time), 'calendar');
    expect(info.phase).toBe(phase);
    expect(info.tradingDate).toBe(day);
  });

  it('gives the next transition and the last second of a phase', () => {
    expect(phaseAt('HK', hk(day, '09:05'), 'calendar').nextTransition).toBe(hk(day, '09:15'));
    expect(phaseAt('HK', hk(day, '09:14', 59), 'calendar').phase).toBe('PRE_OPENING');
    expect(phaseAt('HK', hk(day, '16:09', 59), 'calendar').nextTransition).toBe(hk(day, '16:10'));
  });

  it('lets orders be cancelled at lunch only from 12:30, and marks the end of day', () => {
    expect(phaseAt('HK', hk(day, '12:10'), 'calendar').segment.cancelAllowed).toBe(false);
    expect(phaseAt('HK', hk(day, '12:30'), 'calendar').segment.cancelAllowed).toBe(true);
    expect(phaseAt('HK', hk(day, '16:10'), 'calendar').segment.endOfDay).toBe(true);
    expect(phaseAt('HK', hk(day, '09:20'), 'calendar').segment.uncross).toEqual({
      kind: 'opening',
      random: true,
    });
    expect(phaseAt('HK', hk(day, '16:08'), 'calendar').segment.uncross).toEqual({
      kind: 'closing',
      random: true,
    });
  });

  it('closes a half day at noon with the closing auction 12:00-12:10 (Christmas Eve 2026)', () => {
    const eve = '2026-12-24';
    expect(phaseAt('HK', hk(eve, '11:59'), 'calendar').phase).toBe('CONTINUOUS');
    expect(phaseAt('HK', hk(eve, '12:00'), 'calendar').phase).toBe('CLOSING_REFERENCE');
    expect(phaseAt('HK', hk(eve, '12:01'), 'calendar').phase).toBe('CLOSING_AUCTION');
    expect(phaseAt('HK', hk(eve, '12:06'), 'calendar').phase).toBe('CLOSING_NO_CANCEL');
    expect(phaseAt('HK', hk(eve, '12:08'), 'calendar').phase).toBe('RANDOM_CLOSE');
    expect(phaseAt('HK', hk(eve, '12:10'), 'calendar').phase).toBe('CLOSED');
    expect(phaseAt('HK', hk(eve, '14:00'), 'calendar').phase).toBe('CLOSED');
    expect(tradingDay(timetableOf('HK'), eve, 'calendar').halfDay).toBe(true);
  });

  it('shows holidays as HOLIDAY and weekends as CLOSED', () => {
    expect(phaseAt('HK', hk('2026-12-25', '10:00'), 'calendar').phase).toBe('HOLIDAY');
    expect(phaseAt('HK', hk('2026-11-22', '10:00'), 'calendar').phase).toBe('CLOSED');
    expect(tradingDay(timetableOf('HK'), '2026-11-22', 'calendar').trading).toBe(false);
  });
});

describe('US sessions in New York time', () => {
  it.each([
    // Before the spring change (EST, UTC-5) and after it (EDT, UTC-4).
    ['2026-03-06T14:29:00Z', 'CLOSED'],
    ['2026-03-06T14:30:00Z', 'CONTINUOUS'],
    ['2026-03-06T20:59:00Z', 'CONTINUOUS'],
    ['2026-03-06T21:00:00Z', 'CLOSED'],
    ['2026-03-09T13:29:00Z', 'CLOSED'],
    ['2026-03-09T13:30:00Z', 'CONTINUOUS'],
    ['2026-03-09T19:59:00Z', 'CONTINUOUS'],
    ['2026-03-09T20:00:00Z', 'CLOSED'],
    // Before the autumn change (EDT) and after it (EST).
    ['2026-10-30T13:30:00Z', 'CONTINUOUS'],
    ['2026-10-30T20:00:00Z', 'CLOSED'],
    ['2026-11-02T14:00:00Z', 'CLOSED'],
    ['2026-11-02T14:30:00Z', 'CONTINUOUS'],
    ['2026-11-02T21:00:00Z', 'CLOSED'],
    // The early close the day after Thanksgiving, and the holiday itself.
    ['2026-11-27T17:59:00Z', 'CONTINUOUS'],
    ['2026-11-27T18:00:00Z', 'CLOSED'],
    ['2026-11-26T16:00:00Z', 'HOLIDAY'],
  ])('%s is %s', (iso, phase) => {
    expect(phaseAt('US', Date.parse(iso), 'calendar').phase).toBe(phase);
  });

  it('dates the US session in New York', () => {
    expect(phaseAt('US', Date.parse('2026-11-03T02:00:00Z'), 'calendar').tradingDate).toBe('2026-11-02');
    expect(ny('2026-03-09', '09:30')).toBe(Date.parse('2026-03-09T13:30:00Z'));
  });
});

describe('mainland sessions', () => {
  const day = '2026-11-23';
  it.each([
    ['09:14', 'CLOSED'],
    ['09:15', 'PRE_OPENING'],
    ['09:20', 'PRE_OPENING_NO_CANCEL'],
    ['09:25', 'BLOCKING'],
    ['09:30', 'CONTINUOUS'],
    ['11:30', 'LUNCH'],
    ['13:00', 'CONTINUOUS'],
    ['14:57', 'CLOSING_AUCTION'],
    ['15:00', 'CLOSED'],
  ])('Shanghai A %s is %s', (time, phase) => {
    expect(phaseAt('MA^MZ', sh(day, time), 'calendar', 'MA').phase).toBe(phase);
  });

  it('uncrosses the opening call at 09:25 and the closing call at 15:00; Shanghai B has no closing call', () => {
    expect(phaseAt('MA^MZ', sh(day, '09:25'), 'calendar', 'MA').segment.uncross).toEqual({
      kind: 'opening',
      random: false,
    });
    const close = phaseAt('MA^MZ', sh(day, '15:00'), 'calendar', 'MZ').segment;
    expect(close.uncross).toEqual({ kind: 'closing', random: false });
    expect(close.endOfDay).toBe(true);
    expect(phaseAt('MA^MZ', sh(day, '14:58'), 'calendar', 'MA').segment.cancelAllowed).toBe(false);
    expect(phaseAt('SS^SZ', sh(day, '14:58'), 'calendar', 'SS').phase).toBe('CONTINUOUS');
  });
});

describe('demo clock', () => {
  it('trades every market around the clock, every day, dated at local midnight', () => {
    for (const iso of ['2026-11-22T03:00:00Z', '2026-12-25T02:00:00Z', '2026-11-23T15:59:00Z']) {
      for (const market of ['HK', 'US', 'MA^MZ', 'SS^SZ', 'JP', 'SG^SI', 'GB^GP'] as const) {
        expect(phaseAt(market, Date.parse(iso), 'demo').phase).toBe('CONTINUOUS');
      }
    }
    expect(phaseAt('HK', Date.parse('2026-11-23T15:59:00Z'), 'demo').tradingDate).toBe('2026-11-23');
    expect(phaseAt('HK', Date.parse('2026-11-23T16:00:00Z'), 'demo').tradingDate).toBe('2026-11-24');
    expect(phaseAt('HK', Date.parse('2026-11-23T15:59:00Z'), 'demo').nextTransition).toBe(
      Date.parse('2026-11-23T16:00:00Z'),
    );
  });
});
