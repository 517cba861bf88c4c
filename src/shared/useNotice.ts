import { useLingui } from '@lingui/react';
import { useRouteContext } from '@tanstack/react-router';
import { NOTICE_MESSAGES, type Notice } from './notice';

/** The notice of the form posted just before this page (src/shared/notice.ts), if any. */
export function useNotice(): Notice | undefined {
  return useRouteContext({ from: '__root__', select: (context) => context.notice });
}

/** What the notice says about one field (shown beside it), if it is about that field. */
export function useFieldNotice(field: string): string | undefined {
  const { _ } = useLingui();
  const notice = useNotice();
  if (notice?.field !== field) return undefined;
  return notice.detail ?? _(NOTICE_MESSAGES[notice.name]);
}
