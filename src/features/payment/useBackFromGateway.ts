import { useEffect, useEffectEvent } from 'react';

/**
 * Back from the gateway's 3-D Secure page, the browser may show this page from its back-forward
 * cache, as it was when it left: the card still typed and the button busy. `onBack` starts over.
 */
export function useBackFromGateway(onBack: () => void): void {
  const back = useEffectEvent(onBack);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) back();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
