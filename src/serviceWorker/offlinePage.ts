// The store's offline page, made by the service worker when a page is neither on the network nor
// kept: in the shopper's language and direction, with a link to each page kept (by its title).
// Plain HTML and its own styles only: nothing more can load.

type Language = 'ar' | 'en';

const WORDS: Record<Language, { title: string; lead: string; kept: string; none: string; again: string; store: string }> = {
  ar: {
    title: 'لا يوجد اتصال بالإنترنت',
    lead: 'هذه الصفحة غير محفوظة على جهازك. تحقق من اتصالك ثم أعد المحاولة.',
    kept: 'صفحات محفوظة يمكنك فتحها الآن',
    none: 'لا توجد صفحات محفوظة بعد.',
    again: 'إعادة المحاولة',
    store: 'متجر الذهب',
  },
  en: {
    title: 'No internet connection',
    lead: 'This page is not kept on your device. Check your connection and try again.',
    kept: 'Pages kept that you can open now',
    none: 'No page is kept yet.',
    again: 'Try again',
    store: 'Gold Store',
  },
};

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A kept page's title (its <title>, without the store's name after it), else its address. */
async function titleOf(page: Response | undefined, url: URL): Promise<string> {
  const html = page ? await page.text() : '';
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.split(' | ')[0]?.trim();
  return title || decodeURIComponent(url.pathname);
}

/** The offline page, with a link to each page of `kept` (the worker's pages), in `language`. */
export async function offlinePage(kept: Cache, language: Language): Promise<Response> {
  const words = WORDS[language];
  const links = await Promise.all(
    (await kept.keys()).map(async (request) => {
      const url = new URL(request.url);
      const title = await titleOf(await kept.match(request), url);
      return `<li><a href="${escape(url.pathname + url.search)}">${escape(title)}</a></li>`;
    }),
  );
  const html = `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(words.title)} | ${escape(words.store)}</title>
<style>
body { margin: 0; font-family: Tajawal, system-ui, sans-serif; background: #faf6ee; color: #2a1e0c; }
main { max-inline-size: 36rem; margin-inline: auto; padding: 3rem 1.25rem; }
h1 { font-size: 1.5rem; margin-block: 0 0.75rem; }
h2 { font-size: 1.1rem; margin-block: 2rem 0.5rem; }
a { color: #6b4a12; }
ul { padding-inline-start: 1.25rem; line-height: 1.9; }
.again { display: inline-block; margin-block-start: 1rem; padding: 0.6rem 1.2rem; border-radius: 999px; background: #6b4a12; color: #fff; text-decoration: none; font-weight: 700; }
</style>
</head>
<body>
<main>
<h1>${escape(words.title)}</h1>
<p>${escape(words.lead)}</p>
<a class="again" href="">${escape(words.again)}</a>
<h2>${escape(words.kept)}</h2>
${links.length ? `<ul>${links.join('')}</ul>` : `<p>${escape(words.none)}</p>`}
</main>
</body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'",
    },
  });
}
