import { describe, expect, it } from 'vitest';
import {
  acceptFeedbackImages,
  defaultFeedbackForm,
  FEEDBACK_MAX_IMAGE_BYTES,
  formatFeedbackContact,
  isFeedbackFormValid,
  validateFeedbackForm,
  type FeedbackFormState,
} from './index';

const form = (change: Partial<FeedbackFormState>): FeedbackFormState => ({
  ...defaultFeedbackForm(),
  text: 'The chart does not load',
  ...change,
});

describe('feedback defaults', () => {
  it('starts empty, customer service, no reply, +852', () => {
    expect(defaultFeedbackForm()).toEqual({
      text: '',
      type: 'CS',
      contactMethod: '',
      areaCode: '+852',
      mobile: '',
      email: '',
    });
  });
});

describe('formatted contact', () => {
  it('gives the area code without the plus, a hyphen and the number for Mobile', () => {
    expect(formatFeedbackContact(form({ contactMethod: 'Mobile', mobile: '91234567' }))).toBe('852-91234567');
    expect(
      formatFeedbackContact(form({ contactMethod: 'Mobile', areaCode: '+86', mobile: '13812345678' })),
    ).toBe('86-13812345678');
  });
  it('gives the e-mail for Email', () => {
    expect(formatFeedbackContact(form({ contactMethod: 'Email', email: 'chan@example.hk' }))).toBe(
      'chan@example.hk',
    );
  });
  it('is empty when no reply is wanted, whatever was typed before', () => {
    expect(formatFeedbackContact(form({ contactMethod: '', mobile: '91234567', email: 'a@b' }))).toBe('');
  });
});

describe('feedback validation', () => {
  it('requires the text', () => {
    expect(validateFeedbackForm(form({ text: '   ' }))).toEqual({ text: 'required' });
    expect(isFeedbackFormValid(form({}))).toBe(true);
  });
  it('does not check contact fields when no reply is wanted', () => {
    expect(validateFeedbackForm(form({ mobile: 'abc', email: 'nope' }))).toEqual({});
  });
  it('needs 8 digits for +852', () => {
    const mobile = (value: string) => validateFeedbackForm(form({ contactMethod: 'Mobile', mobile: value }));
    expect(mobile('')).toEqual({ mobile: 'required' });
    expect(mobile('9123456')).toEqual({ mobile: 'invalid' });
    expect(mobile('912345678')).toEqual({ mobile: 'invalid' });
    expect(mobile('9123456a')).toEqual({ mobile: 'invalid' });
    expect(mobile('00000000')).toEqual({ mobile: 'invalid' });
    expect(mobile('91234567')).toEqual({});
  });
  it('needs 11 digits for +86', () => {
    const mobile = (value: string) =>
      validateFeedbackForm(form({ contactMethod: 'Mobile', areaCode: '+86', mobile: value }));
    expect(mobile('91234567')).toEqual({ mobile: 'invalid' });
    expect(mobile('13812345678')).toEqual({});
  });
  it("needs an e-mail containing '@'", () => {
    const email = (value: string) => validateFeedbackForm(form({ contactMethod: 'Email', email: value }));
    expect(email('')).toEqual({ email: 'required' });
    expect(email('chan.example.hk')).toEqual({ email: 'invalid' });
    expect(email('chan@example.hk')).toEqual({});
  });
  it('ignores the e-mail when the mobile is the contact method', () => {
    expect(validateFeedbackForm(form({ contactMethod: 'Mobile', mobile: '91234567', email: 'x' }))).toEqual(
      {},
    );
  });
});

describe('feedback images', () => {
  const image = (size = 1000, type = 'image/png') => ({ type, size });

  it('accepts images up to 3 MiB each', () => {
    const result = acceptFeedbackImages([], [image(), image(FEEDBACK_MAX_IMAGE_BYTES)]);
    expect(result.images).toHaveLength(2);
    expect(result.rejected).toBe(false);
  });
  it('drops files that are not images or are too big, and says so', () => {
    const result = acceptFeedbackImages(
      [],
      [image(10, 'application/pdf'), image(FEEDBACK_MAX_IMAGE_BYTES + 1), image()],
    );
    expect(result.images).toEqual([image()]);
    expect(result.rejected).toBe(true);
  });
  it('keeps at most five images', () => {
    const current = [image(), image(), image(), image()];
    const result = acceptFeedbackImages(current, [image(1), image(2)]);
    expect(result.images).toHaveLength(5);
    expect(result.images[4]).toEqual(image(1));
    expect(result.rejected).toBe(true);
  });
});
