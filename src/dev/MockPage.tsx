// The /__mock page of the dev server (scripts/devMock.ts), never in a build: this browser's
// scenario, the mock's own, the shoppers the mock remembers with a reset, and its last calls. Plain
// HTML forms rendered on the dev server, so it works without the app's code (and while the API is down).
import { setupI18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '../../sdk';
import { messages as arMessages } from '../locales/ar/mock.po';
import { messages as enMessages } from '../locales/en/mock.po';

/** A shopper the mock remembers, as its GET /__mock/state names them (never a token). */
export interface MockShopper {
  who: string[];
  name: string;
  email: string;
  registered: boolean;
  cartPieces: number;
  coupon: string | null;
  orders: number;
  unpaidOrders: number;
  quoteExpiresAt: string | null;
}

/** A call of the mock's log (GET /__mock/log). */
export interface MockCall {
  time: string;
  who: string;
  part: string;
  method: string;
  path: string;
  status: number | null;
  ms: number | null;
  scenario: string | null;
  violation: string | null;
}

export interface MockPageProps {
  language: Language;
  /** This browser's scenario (its mock_scenario cookie), entry by entry. */
  browser: { text: string; path?: string }[];
  /** The mock's own scenario (npm run mock -- --scenario …), or none. */
  own: string | null;
  /** How late `slow` answers, in milliseconds. */
  slowMs: number;
  /** The mock's state, or nothing when it did not answer (stopped). */
  shoppers: MockShopper[] | undefined;
  calls: MockCall[] | undefined;
  /** The form sent last named a scenario the mock does not take. */
  refused?: boolean;
}

/** How many of the log's calls the page lists, newest first. */
const CALLS_SHOWN = 50;

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; padding-block: 1rem; padding-inline: 1.5rem; color: #2b2118; background: #fbf8f3; line-height: 1.5; }
h1, h2 { color: #6b4a1f; margin-block: 1.25rem 0.5rem; }
fieldset { border: 1px solid #d9cbb3; border-radius: 6px; padding: 0.75rem; margin-block-end: 0.75rem; }
label { display: block; margin-block: 0.25rem; }
input[type=text], input[type=number] { margin-inline-start: 0.5rem; padding: 0.25rem; }
button { background: #6b4a1f; color: #fff; border: 0; border-radius: 4px; padding-block: 0.35rem; padding-inline: 0.9rem; margin-inline-end: 0.5rem; cursor: pointer; }
table { border-collapse: collapse; font-size: 0.875rem; margin-block-end: 1rem; }
th, td { border-block-end: 1px solid #e6dccb; padding-block: 0.25rem; padding-inline: 0.5rem; text-align: start; vertical-align: top; }
td.path { font-family: ui-monospace, monospace; direction: ltr; unicode-bidi: isolate; }
.problem { color: #a4161a; font-weight: bold; }
nav { text-align: end; }
`;

function ScenarioForm({ language, browser, own, slowMs, refused }: MockPageProps) {
  const { t } = useLingui();
  const seconds = slowMs / 1000;
  const chosen = browser.map((entry) => entry.text).join(' + ');
  const kinds = [
    { kind: 'errors', label: t`Errors: every call answers 500, or the status given` },
    { kind: 'slow', label: t`Slow: every answer comes after the store's deadline (${seconds} s), or after the milliseconds given` },
    { kind: 'down', label: t`Down: the API does not answer at all, as if it were stopped` },
    { kind: 'empty', label: t`Empty: no pieces, an empty cart and empty lists` },
    { kind: 'seed', label: t`Made-up data: Prism's data from the contract, the same for the same number` },
  ];
  return (
    <section aria-labelledby="scenario">
      <h2 id="scenario">
        <Trans>Scenario</Trans>
      </h2>
      <p>
        {browser.length > 0 ? (
          <Trans>
            This browser: <code>{chosen}</code>
          </Trans>
        ) : (
          <Trans>This browser: none, so the mock's own applies</Trans>
        )}
      </p>
      <p>{own ? <Trans>The mock's own, from its command line: {own}</Trans> : <Trans>The mock's own, from its command line: none</Trans>}</p>
      {refused && (
        <p className="problem" role="alert">
          <Trans>The mock does not take this scenario: check its value.</Trans>
        </p>
      )}
      {browser.length > 0 && (
        // Its own form: Enter in the form below applies, it never removes.
        <form method="post" action={`/__mock?lang=${language}`}>
          <ul aria-label={t`This browser's scenario`}>
            {browser.map(({ text, path }) => (
              <li key={text}>
                <code>{text}</code>{' '}
                <button type="submit" name="remove" value={path ?? ''} aria-label={t`Remove ${text}`}>
                  <Trans>Remove</Trans>
                </button>
              </li>
            ))}
          </ul>
        </form>
      )}
      <form method="post" action={`/__mock?lang=${language}`}>
        <fieldset>
          <legend>
            <Trans>The scenario for this browser's calls</Trans>
          </legend>
          {kinds.map(({ kind, label }, index) => (
            <label key={kind}>
              <input type="radio" name="kind" value={kind} defaultChecked={index === 0} /> {label}
            </label>
          ))}
          <label>
            <Trans>Value (the status for errors, milliseconds for slow, the number for made-up data)</Trans>
            <input type="number" name="value" min={0} />
          </label>
          <label>
            <Trans>Only the calls of this path (such as /carts); empty for every call</Trans>
            <input type="text" name="path" dir="ltr" />
          </label>
        </fieldset>
        <button type="submit" name="action" value="apply">
          <Trans>Apply</Trans>
        </button>
        <button type="submit" name="action" value="clear">
          <Trans>Clear this browser's scenario</Trans>
        </button>
      </form>
    </section>
  );
}

function Shoppers({ shoppers, language }: { shoppers: MockShopper[]; language: Language }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="shoppers">
      <h2 id="shoppers">
        <Trans>Shoppers the mock remembers</Trans>
      </h2>
      {shoppers.length === 0 ? (
        <p>
          <Trans>The mock remembers no shopper yet.</Trans>
        </p>
      ) : (
        <table aria-labelledby="shoppers">
          <thead>
            <tr>
              <th>
                <Trans>Shopper</Trans>
              </th>
              <th>
                <Trans>Name</Trans>
              </th>
              <th>
                <Trans>E-mail</Trans>
              </th>
              <th>
                <Trans>Pieces in the cart</Trans>
              </th>
              <th>
                <Trans>Coupon</Trans>
              </th>
              <th>
                <Trans>Orders</Trans>
              </th>
              <th>
                <Trans>Unpaid orders</Trans>
              </th>
              <th>
                <Trans>Price held until</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {shoppers.map((shopper) => (
              <tr key={shopper.who.join(' ')}>
                <td className="path">{shopper.who.join(', ')}</td>
                <td>{shopper.name}</td>
                <td className="path">
                  {shopper.email} {shopper.registered && <Trans>(registered)</Trans>}
                </td>
                <td>{shopper.cartPieces}</td>
                <td>{shopper.coupon ?? '—'}</td>
                <td>{shopper.orders}</td>
                <td>{shopper.unpaidOrders}</td>
                <td>{shopper.quoteExpiresAt ? i18n.date(shopper.quoteExpiresAt, { timeStyle: 'medium' }) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form method="post" action={`/__mock?lang=${language}`}>
        <button type="submit" name="action" value="reset">
          <Trans>Forget every shopper</Trans>
        </button>
      </form>
    </section>
  );
}

function Calls({ calls }: { calls: MockCall[] }) {
  const { i18n } = useLingui();
  const newest = calls.slice(-CALLS_SHOWN).reverse();
  const count = newest.length;
  return (
    <section aria-labelledby="calls">
      <h2 id="calls">
        <Trans>The last calls</Trans>
      </h2>
      <p>
        <Plural value={count} one="The newest first: # call." other="The newest first: # calls." />
      </p>
      {newest.length > 0 && (
        <table aria-labelledby="calls">
          <thead>
            <tr>
              <th>
                <Trans>Time</Trans>
              </th>
              <th>
                <Trans>Call</Trans>
              </th>
              <th>
                <Trans>Status</Trans>
              </th>
              <th>
                <Trans>Milliseconds</Trans>
              </th>
              <th>
                <Trans>Who</Trans>
              </th>
              <th>
                <Trans>Scenario</Trans>
              </th>
              <th>
                <Trans>Breaks the contract</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {newest.map((call, index) => (
              <tr key={`${call.time} ${index}`}>
                <td>{i18n.date(call.time, { timeStyle: 'medium' })}</td>
                <td className="path">
                  {call.method} {call.path}
                </td>
                <td>{call.status ?? <Trans>no answer</Trans>}</td>
                <td>{call.ms}</td>
                <td className="path">{call.who}</td>
                <td className="path">{call.scenario ?? '—'}</td>
                <td>{call.violation ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The page's body. */
export function MockPage(props: MockPageProps) {
  const { language, shoppers, calls } = props;
  const other: Language = language === 'ar' ? 'en' : 'ar';
  return (
    <main>
      <nav>
        <a href={`/__mock?lang=${other}`} lang={other} hrefLang={other}>
          {other === 'en' ? 'English' : 'العربية'}
        </a>
      </nav>
      <h1>
        <Trans>The mock</Trans>
      </h1>
      <p>
        <Trans>
          How the mock answers the store's calls from this browser, the server's render included. Nothing here is in a build of the store.
        </Trans>
      </p>
      <ScenarioForm {...props} />
      {shoppers && calls ? (
        <>
          <Shoppers shoppers={shoppers} language={language} />
          <Calls calls={calls} />
        </>
      ) : (
        <p className="problem" role="alert">
          <Trans>The mock is not answering: it is stopped, or on another port.</Trans>
        </p>
      )}
    </main>
  );
}

const CATALOGS: Record<Language, Messages> = { ar: arMessages, en: enMessages };

/** The page's translations in `language`. */
export function mockPageI18n(language: Language) {
  return setupI18n({ locale: language, messages: { [language]: CATALOGS[language] } });
}

/** The whole page, as the dev server answers it. */
export function renderMockPage(props: MockPageProps): string {
  const i18n = mockPageI18n(props.language);
  const body = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MockPage {...props} />
    </I18nProvider>,
  );
  const title = i18n._(msg`The mock`);
  const dir = props.language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${props.language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}
