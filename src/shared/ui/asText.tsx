import type { ReactNode } from 'react';

/**
 * Text from the API inside a <Trans>: Lingui reads tags (`<0>…</0>`, `<script>`) in a string value
 * and would drop them or wrap the text in the message's own elements. As an element it is shown
 * exactly as it is, by React. (An identifier keeps its placeholder's name, so give it the element.)
 */
export function asText(value: string): ReactNode {
  return <>{value}</>;
}
