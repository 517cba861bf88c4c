/**
 * When the app cannot start (a file it needs did not load), index.html's preloader would spin for
 * ever. It says so instead, with a button that loads the page again. In both languages, written
 * here rather than in a catalog: the catalog may be the file that did not load (SPEC §8's words).
 */
export function showStartFailure(): void {
  const preloader = document.getElementById('start-preloader');
  if (!preloader) return;
  const line = (lang: string, dir: string, text: string) => {
    const paragraph = Object.assign(document.createElement('p'), { lang, dir, textContent: text });
    paragraph.style.margin = '0';
    return paragraph;
  };
  const retry = Object.assign(document.createElement('button'), { type: 'button', textContent: 'حاول مرة أخرى · Try again' });
  Object.assign(retry.style, { font: 'inherit', padding: '8px 20px', border: '0', borderRadius: '8px', background: '#685122', color: '#fff', cursor: 'pointer' });
  retry.addEventListener('click', () => location.reload());
  preloader.removeAttribute('aria-label');
  preloader.setAttribute('role', 'alert');
  preloader.replaceChildren(
    line('ar', 'rtl', 'حدث خطأ ما'),
    line('en', 'ltr', 'Something went wrong'),
    retry,
  );
}
