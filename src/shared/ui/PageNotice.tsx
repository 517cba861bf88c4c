import { useLingui } from '@lingui/react/macro';
import { Alert, Container } from '@mantine/core';
import { NOTICE_MESSAGES } from '../notice';
import { useNotice } from '../useNotice';

const COLORS = { success: 'teal', error: 'red', info: 'blue' } as const;

/**
 * The status line of what a form posted just before this page did (a plain form the server
 * answered: before or without the app's JavaScript), in the shopper's language. The API's own
 * reason for a refusal is said beside its field instead, when the notice names one.
 */
export function PageNotice() {
  const { t } = useLingui();
  const notice = useNotice();
  if (!notice) return null;
  const words = t(NOTICE_MESSAGES[notice.name]);
  return (
    <Container size="lg" pt="md">
      <Alert role={notice.tone === 'error' ? 'alert' : 'status'} color={COLORS[notice.tone]} variant="light">
        {notice.detail && !notice.field ? `${words}: ${notice.detail}` : words}
      </Alert>
    </Container>
  );
}
