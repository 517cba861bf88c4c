import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCartCount } from '../../../features/cart';
import classes from './Header.module.css';

/** The header's cart link with the number of cart lines (signed-in shoppers only). */
export function CartButton() {
  const { t } = useLingui();
  const count = useCartCount();
  const label = t`${plural(count, { one: 'Cart, # item', other: 'Cart, # items' })}`;

  return (
    <Indicator label={count} size={18} disabled={count === 0} color="brown.6" offset={4} className={classes.badge}
      attributes={{ indicator: { 'aria-hidden': true } }}
    >
      <ActionIcon
        variant="subtle"
        size={40}
        radius="xl"
        aria-label={label}
        renderRoot={(props) => <Link to="/cart" {...props} />}
      >
        <IconShoppingBag size={24} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
