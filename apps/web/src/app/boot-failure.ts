// Shown when the app cannot start (most often: no Web Crypto, an old browser or a page not served over
// HTTPS). The texts are not loaded yet at that point, so the notice carries all three languages itself.
const notice: { lang: string; text: string }[] = [
  { lang: 'en', text: 'This browser cannot open the portal securely. Please use an up-to-date browser.' },
  { lang: 'zh-HK', text: '此瀏覽器無法安全地開啟平台，請使用最新版本的瀏覽器。' },
  { lang: 'zh-CN', text: '此浏览器无法安全地打开平台，请使用最新版本的浏览器。' },
];

export function showBootFailure(root: HTMLElement): void {
  const main = document.createElement('main');
  main.setAttribute('role', 'alert');
  main.style.cssText =
    'max-width: 36rem; margin: 4rem auto; padding: 0 1rem; font: 1rem/1.6 system-ui, sans-serif';
  for (const { lang, text } of notice) {
    const paragraph = document.createElement('p');
    paragraph.lang = lang;
    paragraph.textContent = text;
    main.append(paragraph);
  }
  root.replaceChildren(main);
}
