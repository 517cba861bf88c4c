import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { emptyStates } from '../../shared/messages';
import { ButtonLink } from '../../shared/ui/links';

/** Nothing in the cart: say so and lead back to the store. */
export function CartEmpty() {
  const { i18n } = useLingui();
  return (
    <Stack align="center" ta="center" gap="md" py="xl">
      <ThemeIcon size={72} radius="xl" variant="light" color="brown" aria-hidden>
        <IconShoppingBag size={40} stroke={1.4} />
      </ThemeIcon>
      <Text fz="lg" fw={600}>
        {i18n._(emptyStates.cart)}
      </Text>
      <ButtonLink to="/Store" size="md">
        <Trans>Back to the store</Trans>
      </ButtonLink>
    </Stack>
  );
}
