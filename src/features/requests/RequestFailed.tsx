import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Why the last send failed, beside the button; everything typed and chosen stays for another try. */
export function RequestFailed({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t`The request was not sent`}
    >
      {message}
    </Alert>
  );
}
