// Not in belowTheFold.tsx: Start's hydration code would join every page's first code with it.
import { load, visible } from '@tanstack/react-start/hydration';
import { useId, useState } from 'react';
import { NEAR_THE_SCREEN_PX, waitsForTheShopper } from './belowTheFold';

/**
 * A section below the first screen whose code is a chunk of its own (a product's lower part, whose
 * code in the product's would cost its first screen ~250 ms of blocking time): Start's `<Hydrate>`
 * with its split, which keeps the chunk's CSS in the page's head and must be written where its
 * children are: `<div {...section.box}><Hydrate when={section.when}>…</Hydrate></div>`. Hydrated as
 * <BelowTheFold> decides, by Start's load() or visible(). Both call use() only while they wait (as
 * the chunk's loader does), so React's development build can still report a broken rule of hooks
 * as such a section nears the screen, when nothing else waited after it.
 */
export function useSplitBelowTheFold() {
  const id = useId();
  const [when] = useState(() => (waitsForTheShopper(id) ? visible({ rootMargin: `${NEAR_THE_SCREEN_PX}px` }) : load()));
  return { when, box: { 'data-below-the-fold': id } };
}
