import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { ButtonLink } from '../../shared/ui/links';
import { InstalmentSplits } from '../payment-methods';
import { CartTotals } from './CartTotals';
import classes from './CartPage.module.css';
import { CouponBox } from './CouponBox';
import type { CartSummary } from './cart';

/** Beside the lines on a desktop, under them on a phone: the coupon, the sums with the total's instalment split, and "Checkout". */
export function CartSummaryCard({ summary, headingId }: { summary: CartSummary; headingId: string }) {
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md" className={classes.summary}>
      <Stack gap="md">
        <Title order={2} fz="h3" id={headingId}>
          <Trans>Order summary</Trans>
        </Title>
        <CouponBox summary={summary} />
        <Stack gap="xs">
          <CartTotals totals={summary} />
          <InstalmentSplits amount={summary.total} />
        </Stack>
        {/* On a phone the sticky bar under the page has this button. */}
        <ButtonLink to="/checkout" size="md" fullWidth visibleFrom="md" rightSection={<IconArrowRight size={18} aria-hidden className={classes.mirror} />}>
          <Trans>Checkout</Trans>
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
