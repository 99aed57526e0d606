import { describe, expect, it } from 'vitest';
import type { FaqEntry, LocalizedText } from '@lantau/contract';
import { searchFaqs } from './faq-search';

const text = (en_US: string, zh_HK: string): LocalizedText => ({ en_US, zh_HK, zh_CN: zh_HK });
const faqs: FaqEntry[] = [
  {
    faqID: 'login',
    question: text('How do I log in?', '如何登入？'),
    answer: text('Enter your user ID.', '輸入用戶編號。'),
  },
  {
    faqID: 'withdrawal',
    question: text('How long does a withdrawal take?', '提款需時多久？'),
    answer: text('Requests before 11:00 am are\n paid the same day.', '一般即日支付。'),
  },
];
const ids = (found: FaqEntry[]) => found.map((faq) => faq.faqID);

describe('FAQ search', () => {
  it('shows everything for an empty search', () => {
    expect(ids(searchFaqs(faqs, '  ', (t) => t.en_US))).toEqual(['login', 'withdrawal']);
  });
  it('matches question or answer, ignoring case, with every word present', () => {
    expect(ids(searchFaqs(faqs, 'USER id', (t) => t.en_US))).toEqual(['login']);
    expect(ids(searchFaqs(faqs, 'paid same', (t) => t.en_US))).toEqual(['withdrawal']);
    expect(ids(searchFaqs(faqs, 'paid login', (t) => t.en_US))).toEqual([]);
  });
  it('searches the language shown only', () => {
    expect(ids(searchFaqs(faqs, '提款', (t) => t.zh_HK))).toEqual(['withdrawal']);
    expect(ids(searchFaqs(faqs, '提款', (t) => t.en_US))).toEqual([]);
  });
});
