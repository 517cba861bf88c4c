import { Typography } from '@mantine/core';
import classes from './ContentBody.module.css';

/** A store page's text: HTML already sanitised (see useTextPage), styled for reading. */
export function ContentBody({ safeHtml }: { safeHtml: string }) {
  return <Typography className={classes.body} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
