import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

// Mantine's polymorphic `component={Link}` loses the router's typing of `to` and `params`.
// These wrap a Mantine anchor and button as router links: Mantine's look, typed routes, preloading.

function AnchorAsLink(props: AnchorProps & ComponentPropsWithRef<'a'>) {
  return <Anchor {...props} />;
}

function ButtonAsLink(props: ButtonProps & ComponentPropsWithRef<'a'>) {
  return <Button component="a" {...props} />;
}

export const AnchorLink = createLink(AnchorAsLink);
export const ButtonLink = createLink(ButtonAsLink);
