import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

function ActionIconAsLink(props: ActionIconProps & ComponentPropsWithRef<'a'>) {
  return <ActionIcon component="a" {...props} />;
}

/** A Mantine icon button that is a typed router link. */
export const ActionIconLink = createLink(ActionIconAsLink);
