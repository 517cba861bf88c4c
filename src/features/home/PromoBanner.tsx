import { Trans } from '@lingui/react/macro';
import { Container, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconCalendarDollar, IconReceiptTax } from '@tabler/icons-react';
import classes from './PromoBanner.module.css';

/**
 * Instalments through two buy-now-pay-later providers, an extra 3% off for a bank transfer,
 * prices with VAT. Which two providers is not known, so none is named.
 */
export function PromoBanner() {
  return (
    <Container size="xl" py="xl">
      <section className={classes.promo} aria-labelledby="home-promo">
        <img className={classes.image} src="/images/promo-banner.webp" width={1600} height={400} alt="" loading="lazy" decoding="async" />
        <div className={classes.text}>
          <Title order={2} id="home-promo" className={classes.title}>
            <Trans>Pay your way</Trans>
          </Title>
          {/* A plain list: Mantine's List would bring its code and stylesheet to the first page for three lines. */}
          <ul className={classes.list}>
            <li>
              <ThemeIcon radius="xl" size={28} aria-hidden>
                <IconCalendarDollar size={16} />
              </ThemeIcon>
              <Trans>Split your purchase into instalments with our two buy-now-pay-later partners.</Trans>
            </li>
            <li>
              <ThemeIcon radius="xl" size={28} aria-hidden>
                <IconBuildingBank size={16} />
              </ThemeIcon>
              <Text span fw={700}>
                <Trans>An extra 3% off when you pay by bank transfer.</Trans>
              </Text>
            </li>
            <li>
              <ThemeIcon radius="xl" size={28} aria-hidden>
                <IconReceiptTax size={16} />
              </ThemeIcon>
              <Trans>All prices include VAT.</Trans>
            </li>
          </ul>
        </div>
      </section>
    </Container>
  );
}
