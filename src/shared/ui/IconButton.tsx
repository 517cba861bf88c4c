import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import classes from './IconButton.module.css';

// Mantine's global classes: the focus ring for keyboard users only, and the press-down on :active.
const CLASS_NAME = `${classes.root} mantine-focus-auto mantine-active`;

/**
 * A round icon button (a product's favourite, compare, cart and quick view): Mantine's ActionIcon
 * look as one plain element. ActionIcon costs the server three components a button; a page of
 * cards has dozens. Name it with `aria-label`; `aria-pressed` draws it filled.
 */
export function IconButton(props: ComponentPropsWithRef<'button'>) {
  return <button type="button" {...props} className={CLASS_NAME} />;
}

/** The same look on a link. */
export function IconAnchor(props: ComponentPropsWithRef<'a'>) {
  return <a {...props} className={CLASS_NAME} />;
}

/** The same look on a typed router link. */
export const IconLink = createLink(IconAnchor);
