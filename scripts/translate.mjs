// node scripts/translate.mjs FILE.json [MORE.json…] — fills Arabic translations into the Arabic
// catalogs (src/locales/ar/*.po: the app's `messages` and the buying screens' `buying`).
// FILE.json maps an English message (the msgid, placeholders like {min} included) to its Arabic;
// a message is filled in every catalog that has it, and one already translated in another catalog
// is copied from there.
// Run `npm run i18n:extract` first so the messages exist; unknown ids are reported, not added.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PO from 'pofile';

const DIR = 'src/locales/ar';
const translations = Object.assign({}, ...process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8'))));
const catalogs = readdirSync(DIR)
  .filter((name) => name.endsWith('.po'))
  .map((name) => ({ file: path.join(DIR, name), po: PO.parse(readFileSync(path.join(DIR, name), 'utf8')) }));

let filled = 0;
for (const [id, arabic] of Object.entries(translations)) {
  const items = catalogs.flatMap(({ po }) => po.items.filter((item) => item.msgid === id));
  if (items.length === 0) {
    console.warn(`not in any catalog (run npm run i18n:extract?): ${id}`);
    continue;
  }
  for (const item of items) item.msgstr = [arabic];
  filled++;
}
// A message found in two catalogs (a shared one, used by the first page and by a buying screen)
// reads the same in both: an empty one takes the other's Arabic.
const known = new Map(catalogs.flatMap(({ po }) => po.items.filter((item) => item.msgstr[0]?.trim()).map((item) => [item.msgid, item.msgstr])));
for (const { po } of catalogs) for (const item of po.items) if (!item.msgstr[0]?.trim() && known.has(item.msgid)) item.msgstr = known.get(item.msgid);
for (const { file, po } of catalogs) writeFileSync(file, po.toString() + '\n');
const missing = catalogs.flatMap(({ file, po }) =>
  po.items.filter((item) => !item.msgstr[0]?.trim()).map((item) => `${path.basename(file)}: ${item.msgid}`),
);
console.log(`${filled} translated; ${missing.length} still without Arabic${missing.length ? ':\n  ' + missing.join('\n  ') : ''}`);
