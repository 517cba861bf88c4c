import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './PageTransition.module.css';

/** Each routed page enters with a slide-fade (none for shoppers who ask for reduced motion). */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <div key={pathname} className={classes.page}>
      {children}
    </div>
  );
}
