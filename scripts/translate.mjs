// node scripts/translate.mjs FILE.json [MORE.json…] — fills Arabic translations into src/locales/ar/messages.po.
// FILE.json maps an English message (the msgid, placeholders like {min} included) to its Arabic.
// Run `npm run i18n:extract` first so the messages exist; unknown ids are reported, not added.
import { readFileSync, writeFileSync } from 'node:fs';
import PO from 'pofile';

const CATALOG = 'src/locales/ar/messages.po';
const translations = Object.assign({}, ...process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8'))));
const po = PO.parse(readFileSync(CATALOG, 'utf8'));
const byId = new Map(po.items.map((item) => [item.msgid, item]));

let filled = 0;
for (const [id, arabic] of Object.entries(translations)) {
  const item = byId.get(id);
  if (!item) {
    console.warn(`not in the catalog (run npm run i18n:extract?): ${id}`);
    continue;
  }
  item.msgstr = [arabic];
  filled++;
}
writeFileSync(CATALOG, po.toString() + '\n');
const missing = po.items.filter((item) => !item.msgstr[0]?.trim()).map((item) => item.msgid);
console.log(`${filled} translated; ${missing.length} still without Arabic${missing.length ? ':\n  ' + missing.join('\n  ') : ''}`);
