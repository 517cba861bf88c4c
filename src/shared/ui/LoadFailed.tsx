import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import { errors } from '../messages';

interface LoadFailedProps {
  /** What failed, in the shopper's language; "Something went wrong" when not said. */
  title?: string;
  onRetry: () => void;
}

/** Whatever failed to load says so and offers a retry, never a blank space. */
export function LoadFailed({ title, onRetry }: LoadFailedProps) {
  const { t } = useLingui();
  return (
    <Alert color="red" title={title ?? t(errors.somethingWentWrong)}>
      <Button mt="sm" variant="light" color="red" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  );
}
