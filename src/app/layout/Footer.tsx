import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import {
  IconBrandApple,
  IconBrandFacebook,
  IconBrandGooglePlay,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconBrandX,
  IconMail,
  IconMapPin,
  type Icon,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useGeneralSettings } from '../../features/settings';
import { chatLink, webUrl } from '../../shared/externalLinks';
import classes from './Footer.module.css';

/** The location link falls back to a fixed maps link when the settings have none. */
const FALLBACK_LOCATION_URL = 'https://maps.google.com/?q=Riyadh';

const IMPORTANT_LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/Store', label: msg`Store` },
  { to: '/About', label: msg`About us` },
  { to: '/Contact', label: msg`Contact` },
] as const;

// The requests and help pages: on a desktop the footer is their only way in (the side menu is the phone's).
const SERVICE_LINKS = [
  { to: '/maintenance', label: msg`Maintenance request` },
  { to: '/design-request', label: msg`Design request` },
  { to: '/public-questions', label: msg`Frequently asked questions` },
  { to: '/compliants', label: msg`Complaints` },
] as const;

const POLICY_LINKS = [
  { to: '/Terms-and-Conditions', label: msg`Replace and return policy` },
  { to: '/private-policy', label: msg`Privacy policy` },
  { to: '/usage-agreement', label: msg`Usage agreement` },
  { to: '/shipping-policy', label: msg`Shipping policy` },
] as const;

type FooterLinks = typeof IMPORTANT_LINKS | typeof SERVICE_LINKS | typeof POLICY_LINKS;

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

function LinkGroup({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <nav aria-labelledby={id} className={classes.group}>
      <h2 id={id} className={classes.heading}>
        {title}
      </h2>
      <ul className={classes.links}>{children}</ul>
    </nav>
  );
}

function RouteLinks({
  links,
}: {
  links: readonly { to: FooterLinks[number]['to']; label: MessageDescriptor }[];
}) {
  const { t } = useLingui();
  return links.map(({ to, label }) => (
    <li key={to}>
      <Link to={to} className={classes.link} activeOptions={{ exact: true }}>
        {t(label)}
      </Link>
    </li>
  ));
}

function SupportLink({
  href,
  icon: IconComponent,
  external,
  children,
}: {
  href: string;
  icon: Icon;
  external?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <a href={href} className={classes.supportLink} {...(external ? newTab : {})}>
        <IconComponent size={18} stroke={1.6} aria-hidden className={classes.supportIcon} />
        <span>{children}</span>
      </a>
    </li>
  );
}

/** The foot of every page: links, support, apps and socials, and the legal lines. */
export function Footer() {
  const { t } = useLingui();
  const settings = useGeneralSettings()?.general ?? {};
  const year = new Date().getFullYear();

  const chat = chatLink(settings.phone);
  const location = webUrl(settings.location) ?? FALLBACK_LOCATION_URL;
  const android = webUrl(settings.google_play_download_link);
  const ios = webUrl(settings.apple_store_download_link);
  const socials: { href: string | undefined; label: string; icon: Icon }[] = [
    { href: webUrl(settings.facebook), label: t`Facebook (opens in a new tab)`, icon: IconBrandFacebook },
    { href: webUrl(settings.instagram), label: t`Instagram (opens in a new tab)`, icon: IconBrandInstagram },
    { href: webUrl(settings.twitter), label: t`X (Twitter) (opens in a new tab)`, icon: IconBrandX },
  ];
  const { company, po, tax_number } = settings;
  // Text from the API goes into <Trans> as an element: Lingui reads tags in a string value.
  const vat = po && <>{po}</>;
  const taxNumber = tax_number && <>{tax_number}</>;

  return (
    <footer className={classes.footer} data-print="hide">
      <Container size="xl" className={classes.top}>
        <div className={classes.brand}>
          <Link to="/" className={classes.logoLink}>
            <img src="/logo.svg" width={120} height={40} alt={t`Gold Store`} className={classes.logo} />
          </Link>
          <p className={classes.about}>
            <Trans>
              Gold bars, coins and fine jewellery in 18, 21 and 24 karat, priced at today's gold rate. All prices are in Saudi riyals and
              include VAT.
            </Trans>
          </p>
          {(android || ios) && (
            <div className={classes.apps}>
              {android && (
                <a href={android} className={classes.appLink} {...newTab}>
                  <IconBrandGooglePlay size={22} stroke={1.5} aria-hidden />
                  <span className={classes.appText}>
                    <Trans>
                      <small>Get it on</small> Google Play
                    </Trans>
                  </span>
                </a>
              )}
              {ios && (
                <a href={ios} className={classes.appLink} {...newTab}>
                  <IconBrandApple size={22} stroke={1.5} aria-hidden />
                  <span className={classes.appText}>
                    <Trans>
                      <small>Download on the</small> App Store
                    </Trans>
                  </span>
                </a>
              )}
            </div>
          )}
        </div>

        <LinkGroup title={<Trans>Important links</Trans>}>
          <RouteLinks links={IMPORTANT_LINKS} />
        </LinkGroup>

        <LinkGroup title={<Trans>Services and help</Trans>}>
          <RouteLinks links={SERVICE_LINKS} />
        </LinkGroup>

        <LinkGroup title={<Trans>Policies</Trans>}>
          <RouteLinks links={POLICY_LINKS} />
        </LinkGroup>

        <div className={classes.support}>
          <LinkGroup title={<Trans>Contact support</Trans>}>
            {settings.email && (
              <SupportLink href={`mailto:${settings.email}`} icon={IconMail}>
                <bdi>{settings.email}</bdi>
              </SupportLink>
            )}
            {chat && (
              <SupportLink href={chat} icon={IconBrandWhatsapp} external>
                <Trans>Chat with us</Trans> <bdi dir="ltr">{settings.phone}</bdi>
              </SupportLink>
            )}
            <SupportLink href={location} icon={IconMapPin} external>
              <Trans>Our location</Trans>
            </SupportLink>
          </LinkGroup>
          {company && <address className={classes.address}>{company}</address>}
          {socials.some((social) => social.href) && (
            <ul className={classes.socials} aria-label={t`Follow us`}>
              {socials.map(
                ({ href, label, icon: SocialIcon }) =>
                  href && (
                    <li key={label}>
                      <a href={href} aria-label={label} className={classes.social} {...newTab}>
                        <SocialIcon size={20} stroke={1.6} aria-hidden />
                      </a>
                    </li>
                  ),
              )}
            </ul>
          )}
        </div>
      </Container>

      <div className={classes.bottom}>
        <Container size="xl" className={classes.bottomInner}>
          <p className={classes.copyright}>
            <Trans>
              © <bdi>{year}</bdi> Gold Store. All rights reserved.
            </Trans>
          </p>
          <p className={classes.legal}>
            {vat && (
              <span>
                <Trans>
                  VAT: <bdi>{vat}</bdi>
                </Trans>
              </span>
            )}
            {taxNumber && (
              <span>
                <Trans>
                  Tax number: <bdi dir="ltr">{taxNumber}</bdi>
                </Trans>
              </span>
            )}
          </p>
        </Container>
      </div>
    </footer>
  );
}
