import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';

/** An absent figure: a dash to the eye, "Not available" to a screen reader. */
export function NotAvailable() {
  const { t } = useLingui();
  return (
    <Text span c="gray.7" fz="inherit">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t`Not available`}</span>
    </Text>
  );
}

/** A size or weight the product does not give, said in words (a size of 0 or less is not given). */
export function NotAvailableText() {
  const { t } = useLingui();
  // gray.7, not `dimmed`: Mantine's dimmed gray is below the 4.5:1 contrast text needs.
  return (
    <Text span c="gray.7" fz="inherit">
      {t`Not available`}
    </Text>
  );
}
