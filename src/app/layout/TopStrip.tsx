import { useLingui } from '@lingui/react/macro';
import { Box, Container, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { MouseEvent } from 'react';
import { IconBrandFacebook, IconBrandInstagram, IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import { useGeneralSettings } from '../../features/settings';
import { CURRENCY_LABEL } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import { chatLink, webUrl } from '../../shared/externalLinks';
import classes from './header/TopStrip.module.css';
import { LanguageDialog } from './overlays';
import { useOtherLanguageHref } from './header/useOtherLanguageHref';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The top strip: contact links and social links from the general settings, and the
 * language button. While the settings load, only the language button shows.
 */
export function TopStrip() {
  const { t } = useLingui();
  const language = useLanguage();
  const [dialogOpened, dialog] = useDisclosure(false);
  const otherLanguage = useOtherLanguageHref();
  const general = useGeneralSettings()?.general;
  const phone = general?.phone?.trim();
  const chat = chatLink(phone);
  const email = general?.email?.trim();
  // The SAR label in the shopper's language, the same one every price uses.
  const sar = CURRENCY_LABEL[language];

  return (
    <div className={classes.strip}>
      <Container size="xl" className={classes.inner}>
        <div className={classes.contacts}>
          {phone && chat && (
            <a href={chat} {...NEW_TAB} className={classes.link} aria-label={t`Chat with us: ${phone}`}>
              <IconPhone size={16} stroke={1.7} aria-hidden />
              <span dir="ltr" className={classes.linkText}>
                {phone}
              </span>
            </a>
          )}
          {email && (
            <a href={`mailto:${email}`} className={classes.link} aria-label={t`Email us: ${email}`}>
              <IconMail size={16} stroke={1.7} aria-hidden />
              <span dir="ltr" className={`${classes.linkText} ${classes.emailText}`}>
                {email}
              </span>
            </a>
          )}
        </div>

        <div className={classes.end}>
          <SocialLinks instagram={webUrl(general?.instagram)} facebook={webUrl(general?.facebook)} chat={chat} />
          {/* A link to the other language before (or without) the app's JavaScript; with it, the dialog. */}
          <UnstyledButton
            component="a"
            href={otherLanguage}
            className={classes.language}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              dialog.open();
            }}
            aria-label={t`Change language, ${sar}`}
            aria-haspopup="dialog"
          >
            <img
              className={classes.flag}
              src={language === 'ar' ? '/flags/sa.webp' : '/flags/us.webp'}
              width={20}
              height={20}
              alt=""
            />
            <span className={classes.separator} aria-hidden />
            <span>{sar}</span>
          </UnstyledButton>
        </div>
      </Container>
      <LanguageDialog opened={dialogOpened} onClose={dialog.close} />
    </div>
  );
}

interface SocialLinksProps {
  instagram?: string;
  facebook?: string;
  /** The chat link of the phone number, when there is one. */
  chat?: string;
}

/** Instagram, facebook and the messaging icon (only with a phone number); hidden on small screens. */
function SocialLinks({ instagram, facebook, chat }: SocialLinksProps) {
  const { t } = useLingui();
  const links = [
    instagram && { href: instagram, label: t`Instagram (opens in a new tab)`, Icon: IconBrandInstagram },
    facebook && { href: facebook, label: t`Facebook (opens in a new tab)`, Icon: IconBrandFacebook },
    chat && { href: chat, label: t`WhatsApp (opens in a new tab)`, Icon: IconBrandWhatsapp },
  ].filter((link) => !!link);
  if (links.length === 0) return null;

  return (
    <Box component="ul" visibleFrom="sm" className={classes.socials}>
      {links.map(({ href, label, Icon }) => (
        <li key={href}>
          <a href={href} {...NEW_TAB} className={classes.link} aria-label={label}>
            <Icon size={18} stroke={1.6} aria-hidden />
          </a>
        </li>
      ))}
    </Box>
  );
}
