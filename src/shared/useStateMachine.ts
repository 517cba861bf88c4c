import { useCallback, useRef, useState } from 'react';

/**
 * A reducer for a flow of named phases, whose current phase can also be read at once (`now()`).
 * That is what a double-submit guard needs: the second press of a double click comes in the same
 * tick as the first, before React re-renders, and must already see the phase the first one set.
 */
export function useStateMachine<State, Event>(next: (state: State, event: Event) => State, initial: State) {
  const latest = useRef(initial);
  const [state, setState] = useState(initial);

  const send = useCallback(
    (event: Event) => {
      latest.current = next(latest.current, event);
      setState(latest.current);
    },
    [next],
  );
  const now = useCallback(() => latest.current, []);

  return { state, send, now };
}
