import { useEffect, useState, type ComponentType } from 'react';
import { onDemand, useOnDemand } from './onDemand';

interface OverlayProps {
  opened: boolean;
}

/**
 * A dialog or drawer whose code loads the first time it opens (see onDemand). Once loaded it first
 * mounts closed and then opens: Mantine notes the focused element, to give the focus back on
 * closing, only when `opened` changes.
 */
export function overlayOnDemand<P extends OverlayProps>(load: () => Promise<ComponentType<P>>) {
  const code = onDemand(load);

  return function OverlayOnDemand(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    const loaded = useOnDemand(code, wanted);
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(loaded), [loaded]);
    return loaded ? <code.Loaded {...props} opened={props.opened && mounted} /> : null;
  };
}
