import { Trans } from '@lingui/react/macro';
import { Box, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { formatMoney } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import { ButtonLink } from '../../shared/ui/links';
import { useStickyBottomBar } from '../../shared/ui/useStickyBottomBar';
import classes from './CartPage.module.css';

/** The phone's sticky bar: the total and "Checkout", always in reach above the bottom bar. */
export function CheckoutBar({ total }: { total: number }) {
  const language = useLanguage();
  const bar = useStickyBottomBar<HTMLDivElement>();
  return (
    <Box ref={bar} hiddenFrom="md" className={classes.checkoutBar}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Text fz="xs" c="gray.7">
            <Trans>Total</Trans>
          </Text>
          <Text component="bdi" fw={700} fz="lg" c="brown.8">
            {formatMoney(total, language)}
          </Text>
        </div>
        <ButtonLink to="/checkout" size="md" rightSection={<IconArrowRight size={18} aria-hidden className={classes.mirror} />}>
          <Trans>Checkout</Trans>
        </ButtonLink>
      </Group>
    </Box>
  );
}
