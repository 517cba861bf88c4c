import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { errors } from '../messages';

interface LoadFailedProps {
  /** What failed, in the shopper's language; "Something went wrong" when not said. */
  title?: ReactNode;
  /** A sentence more about it, above the buttons. */
  description?: ReactNode;
  onRetry: () => void;
  /** Other ways on, beside the retry. */
  children?: ReactNode;
}

/** Whatever failed to load says so and offers a retry, never a blank space. */
export function LoadFailed({ title, description, onRetry, children }: LoadFailedProps) {
  const { t } = useLingui();
  return (
    <Alert color="red" title={title ?? t(errors.somethingWentWrong)}>
      {description}
      {/* Filled: a light red button on the light red notice did not look like a button. */}
      <Group mt="sm" gap="sm">
        <Button onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
        {children}
      </Group>
    </Alert>
  );
}
