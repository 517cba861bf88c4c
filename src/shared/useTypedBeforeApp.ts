import type { UseFormReturnType } from '@mantine/form';
import { useLayoutEffect, useRef } from 'react';

/**
 * For a Mantine form the server's page shows before the app has arrived. React's hydration keeps
 * what a shopper typed into its fields meanwhile, but the form's state does not have it, so the
 * field's next redraw would write the state's empty value over it. Once, as the app takes the form
 * over, each field the form knows takes what the page's field holds (read with FormData).
 * Returns the ref for the <form>.
 */
export function useTypedBeforeApp<Values extends object>(form: UseFormReturnType<Values>) {
  const element = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (!element.current) return;
    const known = form.getValues() as Record<string, unknown>;
    for (const [name, held] of new FormData(element.current)) {
      if (typeof held === 'string' && name in known && held !== known[name]) form.setFieldValue(name as never, held as never);
    }
    // Once: later changes reach the form through its own change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return element;
}
