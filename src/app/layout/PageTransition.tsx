import { useLocation } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import classes from './PageTransition.module.css';

/**
 * Each routed page enters with a slide-fade (none for shoppers who ask for reduced motion). The
 * first page of a visit appears at once: there is no page to move from, and the preloader has
 * just given way to it (a fade would show it blank a moment longer).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [firstPathname] = useState(pathname);
  const [moved, setMoved] = useState(false);
  // Remembered once the shopper has left the first page, so coming back to it slides in too.
  if (!moved && pathname !== firstPathname) setMoved(true);
  return (
    <div key={pathname} className={moved ? classes.page : undefined}>
      {children}
    </div>
  );
}
