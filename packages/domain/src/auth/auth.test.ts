import { describe, expect, it } from 'vitest';
import {
  channelOfContact,
  isInsidePiece,
  isOnGap,
  isRegisteredContact,
  maskContact,
  maskEmail,
  maskMobile,
  noticeChannelFor,
  pendingTasksOf,
  piecePath,
  SLIDER_MAX_GAPS,
  SLIDER_MAX_WIDTH,
  sliderLayout,
} from './index';

describe('masking', () => {
  it('shows the area code and the last four digits of a mobile', () => {
    expect(maskMobile('+85291001001')).toBe('+852 ****1001');
    expect(maskMobile('+852 9100-1001')).toBe('+852 ****1001');
    expect(maskMobile('+8613800138000')).toBe('+86 ****8000');
    expect(maskMobile('1234')).toBe('****');
  });

  it('shows the first letter and the domain of an e-mail', () => {
    expect(maskEmail('chan.taiman@mail.example')).toBe('c***@mail.example');
    expect(maskEmail('@x.example')).toBe('***@x.example');
    expect(maskEmail('nobody')).toBe('***');
    expect(maskContact('Lee.KaYan@Mail.example')).toBe('L***@Mail.example');
    expect(maskContact('+85292002001')).toBe('+852 ****2001');
  });
});

describe('contacts', () => {
  const registered = { email: 'lee.kayan@mail.example', mobileAreaCode: '+852', mobileNumber: '92002001' };

  it('recognise the registered mobile with its area code and the e-mail in any case', () => {
    expect(isRegisteredContact('+85292002001', registered)).toBe(true);
    expect(isRegisteredContact(' +852 9200 2001 ', registered)).toBe(true);
    expect(isRegisteredContact('92002001', registered)).toBe(false);
    expect(isRegisteredContact('LEE.KAYAN@mail.example', registered)).toBe(true);
    expect(isRegisteredContact('lee@mail.example', registered)).toBe(false);
    expect(isRegisteredContact('', registered)).toBe(false);
  });

  it('send notices on the channel the code did not use', () => {
    expect(channelOfContact('a@b')).toBe('EMAIL');
    expect(channelOfContact('+852')).toBe('SMS');
    expect(noticeChannelFor('SMS')).toBe('EMAIL');
    expect(noticeChannelFor('EMAIL')).toBe('SMS');
    expect(noticeChannelFor('APP')).toBe('EMAIL');
  });
});

describe('post-login tasks', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it('ask for the agreement first, then a password change when it is forced or too old', () => {
    const fresh = { agreementAcceptedAt: now, mustChangePassword: false, passwordChangedAt: daysAgo(10) };
    expect(pendingTasksOf(fresh, now, 90)).toEqual([]);
    expect(pendingTasksOf({ ...fresh, agreementAcceptedAt: null }, now, 90)).toEqual([
      'ADDITIONAL_AGREEMENT',
    ]);
    expect(pendingTasksOf({ ...fresh, mustChangePassword: true }, now, 90)).toEqual(['CHANGE_PASSWORD']);
    expect(pendingTasksOf({ ...fresh, passwordChangedAt: daysAgo(90) }, now, 90)).toEqual([]);
    expect(
      pendingTasksOf({ ...fresh, agreementAcceptedAt: null, passwordChangedAt: daysAgo(91) }, now, 90),
    ).toEqual(['ADDITIONAL_AGREEMENT', 'CHANGE_PASSWORD']);
  });
});

describe('slider geometry', () => {
  const fixed = (value: number) => () => value;

  it('scales with the device up to the cap and keeps the puzzle inside the image', () => {
    for (const deviceWidth of [200, 280, 320, 375, 1920]) {
      for (const random of [fixed(0), fixed(0.5), fixed(0.999999)]) {
        const layout = sliderLayout(deviceWidth, random);
        expect(layout.width).toBe(Math.min(deviceWidth, SLIDER_MAX_WIDTH));
        expect(layout.height).toBe(Math.round(layout.width / 2));
        expect(layout.gapX + layout.pieceSize).toBeLessThanOrEqual(layout.width);
        expect(layout.pieceY).toBeGreaterThanOrEqual(0);
        expect(layout.pieceY + layout.pieceSize).toBeLessThanOrEqual(layout.height);
        // The piece starts at x = 0: leaving it there must never pass.
        expect(isOnGap(0, layout.gapX)).toBe(false);
      }
    }
  });

  it('puts the gap anywhere in its range', () => {
    const low = sliderLayout(320, fixed(0));
    const high = sliderLayout(320, fixed(0.999999));
    expect(high.gapX).toBeGreaterThan(low.gapX + 100);
  });

  it('puts decoys of the gap in its row, apart from each other and in the gap’s own range', () => {
    const seeded = (seed: number) => {
      let state = seed;
      return () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
    };
    for (const deviceWidth of [200, 240, 320]) {
      const random = seeded(deviceWidth);
      // Which of the row's gaps (from the left) is the real one: each as often as the others.
      const ranks = Array.from({ length: SLIDER_MAX_GAPS }, () => 0);
      for (let round = 0; round < 400; round += 1) {
        const layout = sliderLayout(deviceWidth, random);
        const gaps = [layout.gapX, ...layout.decoyXs].sort((a, b) => a - b);
        expect(gaps).toHaveLength(SLIDER_MAX_GAPS);
        for (const [index, x] of gaps.entries()) {
          expect(isOnGap(0, x)).toBe(false);
          expect(x + layout.pieceSize).toBeLessThanOrEqual(layout.width);
          // Apart: no two touch, so no drop passes on two.
          if (index > 0) expect(x - (gaps[index - 1] ?? 0)).toBeGreaterThan(layout.pieceSize);
        }
        const rank = gaps.indexOf(layout.gapX);
        ranks[rank] = (ranks[rank] ?? 0) + 1;
      }
      for (const count of ranks) expect(count).toBeGreaterThan(70);
    }
  });

  it('accepts a drop within 6 px of the gap', () => {
    expect(isOnGap(100, 100)).toBe(true);
    expect(isOnGap(94, 100)).toBe(true);
    expect(isOnGap(106, 100)).toBe(true);
    expect(isOnGap(93.5, 100)).toBe(false);
    expect(isOnGap(107, 100)).toBe(false);
  });

  it('draws a closed piece outline inside its square', () => {
    const path = piecePath(50);
    expect(path.startsWith('M0 10')).toBe(true);
    expect(path.endsWith('Z')).toBe(true);
    const numbers = path.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    for (const value of numbers) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(50);
    }
  });

  it('tells the inside of the piece as its outline draws it: body and both knobs, not the corner between', () => {
    // Size 50: knob radius 10, body 40 wide from y 10 down; knobs centred at (20, 10) and (40, 30).
    expect(isInsidePiece(20, 30, 50)).toBe(true);
    expect(isInsidePiece(20, 1, 50)).toBe(true);
    expect(isInsidePiece(49, 30, 50)).toBe(true);
    expect(isInsidePiece(48, 2, 50)).toBe(false);
    expect(isInsidePiece(2, 2, 50)).toBe(false);
    expect(isInsidePiece(45, 48, 50)).toBe(false);
  });
});
