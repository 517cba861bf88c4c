import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { cloneElement, useEffect, useRef, useState, type ReactElement, type Ref } from 'react';
import { onDemand, useOnDemand } from './onDemand';

const tooltip = onDemand(() => import('./mantineTooltip').then((module) => module.Tooltip));

type HintProps = Omit<TooltipProps, 'children' | 'target'> & {
  /** One element that takes a ref, e.g. an icon button (whose accessible name says the same). */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
};

/**
 * Mantine's Tooltip on its child, mounted the first time a mouse comes over the child (tooltips
 * show to mouse users only: Mantine's default). The child is drawn at once and never replaced;
 * the tooltip attaches to it as its `target`. A page of product cards so skips three tooltips
 * a card, and floating-ui, until a mouse is over one.
 */
export function Hint({ children, ...tooltipProps }: HintProps) {
  const target = useRef<HTMLElement>(null);
  const ref = useMergedRef(target, children.props.ref);
  // undefined until the mouse first comes over: then whether it is still there.
  const [hovered, setHovered] = useState<boolean>();
  const loaded = useOnDemand(tooltip, hovered !== undefined);

  useEffect(() => {
    const element = target.current;
    if (loaded || !element) return;
    const enter = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true);
    const leave = () => setHovered((was) => (was === undefined ? undefined : false));
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
    };
  }, [loaded]);

  return (
    <>
      {cloneElement(children, { ref })}
      {loaded && <tooltip.Loaded {...tooltipProps} target={target} defaultOpened={hovered} />}
    </>
  );
}
