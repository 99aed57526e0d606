import type { FaqEntry, LocalizedText } from '@lantau/contract';

/** Lower-cased with runs of white space folded, so a search matches however the text wraps. */
const folded = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The FAQ entries whose question or answer, in the language shown, contains every word searched for (in any
 * order); all of them for an empty search. Chinese has no spaces between words, so a Chinese search is usually
 * one "word" matched as a substring.
 */
export function searchFaqs(
  faqs: readonly FaqEntry[],
  search: string,
  pick: (text: LocalizedText) => string,
): FaqEntry[] {
  const words = folded(search).split(' ').filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const text = folded(`${pick(faq.question)} ${pick(faq.answer)}`);
    return words.every((word) => text.includes(word));
  });
}
