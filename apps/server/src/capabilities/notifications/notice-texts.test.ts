import { describe, expect, it } from 'vitest';
import { apiLanguages } from '@lantau/contract';
import { codeSubject, codeText, noticeSubject, noticeText } from './notice-texts';

const broker = { en_US: 'Lantau Securities', zh_HK: '大嶼證券', zh_CN: '大屿证券' };

describe('notice texts', () => {
  it('start code texts with the code, the only run of four or more digits', () => {
    for (const purpose of ['LOGIN', 'RESET_PASSWORD', 'WITHDRAWAL', 'THIRD_PARTY'] as const) {
      const texts = codeText(purpose, '012345', broker, 300);
      for (const language of apiLanguages) {
        expect(texts[language].startsWith('012345 ')).toBe(true);
        expect(texts[language].match(/\d{4,}/g)).toEqual(['012345']);
        expect(texts[language]).toContain(broker[language]);
        expect(codeSubject(purpose)[language].length).toBeGreaterThan(3);
      }
    }
    expect(codeText('LOGIN', '1234', broker, 90).en_US).toContain('expires in 2 minutes');
    // A third party's code names the prefix its request shows, in every language.
    for (const text of Object.values(codeText('THIRD_PARTY', '012345', broker, 300, 'KQ')))
      expect(text).toContain('KQ');
  });

  it('date notices in Hong Kong time, in the three languages', () => {
    const at = new Date('2026-03-01T01:30:00Z');
    const notice = noticeText('login', broker, at);
    expect(notice.en_US).toContain('at 2026-03-01 09:30 (Hong Kong time)');
    expect(notice.zh_HK).toContain('2026-03-01 09:30（香港時間）登入大嶼證券');
    expect(notice.zh_CN).toContain('登录大屿证券');
    for (const kind of ['login', 'passwordChanged', 'passwordReset'] as const) {
      for (const language of apiLanguages) expect(noticeSubject(kind)[language].length).toBeGreaterThan(3);
    }
  });
});
