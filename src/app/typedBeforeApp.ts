// What the shopper typed into the server's page before the app took it over. The page's starter
// script (src/app/PageScripts.tsx) records it: the app's first redraw of a field after hydration
// sets it back to the app's own (empty) value, so the keys typed while the app loaded would be
// lost. Once the app has taken the page over, each field gets its whole text back through its
// input event, so the app's state has it too.

/** The starter's record of each field typed into: its text, and what a redraw set it back from. */
export interface TypedRecord {
  fields: Map<EventTarget, { typed: string; lost: string }>;
  stop: () => void;
}

declare global {
  interface Window {
    typedBeforeApp?: TypedRecord;
  }
}

/** Once the app has taken the page over: every field typed into holds all that was typed, and the app knows it. */
export function restoreTypedBeforeApp(): void {
  const record = window.typedBeforeApp;
  if (!record) return;
  record.stop();
  delete window.typedBeforeApp;
  for (const [target, { typed, lost }] of record.fields) {
    const field = target as HTMLInputElement | HTMLTextAreaElement;
    if (!field.isConnected) continue;
    // Emptied since the last key (no key after it to notice): what was typed is lost too.
    const text = field.value === '' ? lost + typed : lost + field.value;
    // React keeps the value it last saw; empty it through React's own setter, then write the text
    // past it (the prototype's setter): the input event is then a change to the app, as a key is.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
