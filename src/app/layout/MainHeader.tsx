import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Burger, Button, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../../features/auth';
import { CartButton } from './header/CartButton';
import classes from './header/Header.module.css';
import { LanguageToggle } from './header/LanguageToggle';
import { SearchField } from './header/SearchField';
import { LanguageDialog, MobileSideMenu } from './overlays';
import { onDemand, useIntent, useOnDemand } from '../../shared/speed/onDemand';
import { UserButton } from './header/UserButton';

const accountMenu = onDemand(() => import('./header/AccountMenu').then((module) => module.AccountMenu));

/** The account menu: its button at once, the menu's code once the shopper reaches for it. */
function UserMenu() {
  const [intent, intentHandlers] = useIntent();
  // Not swapped when a mouse comes over: a click landing while the button is swapped would be
  // lost. The press itself swaps it (the menu opens) and so does the keyboard's focus.
  const loaded = useOnDemand(accountMenu, intent === 'press' || intent === 'focus');
  return loaded ? <accountMenu.Loaded intent={intent} /> : <UserButton {...intentHandlers} />;
}

/**
 * The main header: logo, search, language toggle, the cart count and the avatar menu
 * of a signed-in shopper (or the login button of a guest), and the side menu on small screens.
 */
export function MainHeader() {
  const { t } = useLingui();
  const { isAuthenticated } = useAuth();
  const [menuOpened, menu] = useDisclosure(false);
  const [languageOpened, languageDialog] = useDisclosure(false);

  return (
    <div className={classes.header}>
      <Container size="xl" className={classes.row}>
        <Burger
          hiddenFrom="md"
          size="sm"
          opened={menuOpened}
          onClick={menu.open}
          aria-label={t`Open the menu`}
          aria-haspopup="dialog"
        />
        <Link to="/" className={classes.logo}>
          <img src="/logo.svg" alt={t`Gold Store`} width={150} height={50} />
        </Link>
        <SearchField className={classes.search} visibleFrom="sm" />
        <div className={classes.actions}>
          <LanguageToggle onClick={languageDialog.open} />
          {isAuthenticated ? (
            <>
              <CartButton />
              <UserMenu />
              {/* Without JavaScript the account menu cannot open: its page (with "Log out") instead; on a phone the bottom bar has it. */}
              <noscript>
                <a href="/Profile" className={classes.noScriptAccount}>
                  {t`My account`}
                </a>
              </noscript>
            </>
          ) : (
            <Button
              radius="xl"
              className={classes.login}
              leftSection={<IconUser size={18} aria-hidden />}
              renderRoot={(props) => <Link to="/login" {...props} />}
            >
              <Trans>Log in</Trans>
            </Button>
          )}
        </div>
      </Container>
      <Box hiddenFrom="sm">
        <Container size="xl" className={classes.mobileSearch}>
          <SearchField />
        </Container>
      </Box>
      <MobileSideMenu opened={menuOpened} onClose={menu.close} onChangeLanguage={languageDialog.open} />
      <LanguageDialog opened={languageOpened} onClose={languageDialog.close} />
    </div>
  );
}
