import type { ReactNode } from 'react';
import { formatDate } from '../formatDate';
import { useLanguage } from '../language';
import classes from './Byline.module.css';

/**
 * Who wrote something and when (a client's review, a product's comment): their picture or
 * initial, their name and the date in the shopper's language. The name takes the colour around it.
 */
export function Byline({ avatar, name, date }: { avatar: ReactNode; name: string; date: string }) {
  const language = useLanguage();
  return (
    <div className={classes.byline}>
      {avatar}
      <div>
        <p className={classes.name}>{name}</p>
        <time dateTime={date} className={classes.date}>
          {formatDate(date, language)}
        </time>
      </div>
    </div>
  );
}
