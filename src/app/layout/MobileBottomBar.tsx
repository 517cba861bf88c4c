import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Box, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingStore, IconCategory, IconHome, IconShoppingBag, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../../features/auth';
import { useCartCount } from '../../features/cart';
import { avatarOf } from '../../shared/avatar';
import classes from './header/MobileBottomBar.module.css';
import { CategoryDrawer } from './overlays';

const ICON = { size: 22, stroke: 1.6, 'aria-hidden': true } as const;

/**
 * The bottom bar of small screens: home, store, cart with its count, the category drawer
 * and the profile. A guest's cart and profile lead to the login page through the route guard.
 */
export function MobileBottomBar() {
  const { t } = useLingui();
  const { isAuthenticated, user } = useAuth();
  const count = useCartCount();
  const [drawerOpened, drawer] = useDisclosure(false);
  const activeProps = { 'aria-current': 'page' } as const;

  return (
    <>
      <Box component="nav" hiddenFrom="md" aria-label={t`Quick links`} className={classes.bar} data-print="hide">
        <ul className={classes.list}>
          <li>
            <Link to="/" className={classes.item} activeProps={activeProps} activeOptions={{ exact: true }}>
              <span className={classes.icon}>
                <IconHome {...ICON} />
              </span>
              <span className={classes.label}>
                <Trans>Home</Trans>
              </span>
            </Link>
          </li>
          <li>
            <Link to="/Store" className={classes.item} activeProps={activeProps}>
              <span className={classes.icon}>
                <IconBuildingStore {...ICON} />
              </span>
              <span className={classes.label}>
                <Trans>Store</Trans>
              </span>
            </Link>
          </li>
          <li>
            {/* No aria-label: the name is the visible "Cart" and then the hidden count ("Cart 3 items"),
                so it contains what is seen (WCAG 2.5.3, axe label-content-name-mismatch). The badge's
                number is drawn by CSS: as text it would come before "Cart" in what is seen ("3Cart"). */}
            <Link to="/cart" className={classes.item} activeProps={activeProps}>
              <Indicator
                label={<span className={classes.count} data-count={count} />}
                size={16}
                disabled={count === 0}
                color="brown.6"
                offset={2}
                attributes={{ indicator: { 'aria-hidden': true } }}
                className={classes.icon}
              >
                <IconShoppingBag {...ICON} />
              </Indicator>
              <span className={classes.label}>
                <Trans>Cart</Trans>
              </span>
              {isAuthenticated && (
                <span className="visually-hidden"> {t`${plural(count, { one: '# item', other: '# items' })}`}</span>
              )}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={classes.item}
              onClick={drawer.open}
              aria-haspopup="dialog"
              aria-expanded={drawerOpened}
            >
              <span className={classes.icon}>
                <IconCategory {...ICON} />
              </span>
              <span className={classes.label}>
                <Trans>Categories</Trans>
              </span>
            </button>
          </li>
          <li>
            <Link to="/Profile" className={classes.item} activeProps={activeProps}>
              <span className={classes.icon}>
                {isAuthenticated ? (
                  <Avatar src={avatarOf(user)} alt="" size={24} radius="xl" className={classes.avatar} />
                ) : (
                  <IconUser {...ICON} />
                )}
              </span>
              <span className={classes.label}>
                <Trans>Profile</Trans>
              </span>
            </Link>
          </li>
        </ul>
      </Box>
      <CategoryDrawer opened={drawerOpened} onClose={drawer.close} />
    </>
  );
}
