import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Text, Title, useDirection } from '@mantine/core';
import type { ReactNode } from 'react';
import { SlideCarousel } from '../../shared/ui/carousel';
import { ButtonLink } from '../../shared/ui/links';
import classes from './BannerCarousel.module.css';
import { HERO_POSTER as POSTER } from './heroPoster';
import { BANNER_DELAY } from './homeTimings';

// The banners show the hero's local poster (the contract has no banners): its art lies on the
// left, its light side on the right.

interface Banner {
  id: string;
  title: ReactNode;
  text: ReactNode;
  cta: ReactNode;
}

/**
 * The banner carousel (5000 ms, clickable pagination) over the store's poster. The text
 * sits on the poster's light side: the start of the line for the first banner, the end for the
 * second, and the poster is mirrored whenever that side lies on the left.
 */
export function BannerCarousel() {
  const { t } = useLingui();
  const { dir } = useDirection();
  const banners: Banner[] = [
    {
      id: 'bars',
      title: <Trans>Save in gold, gram by gram</Trans>,
      text: <Trans>24K bars and coins priced at today's market rate, VAT included.</Trans>,
      cta: <Trans>Shop bars and coins</Trans>,
    },
    {
      id: 'gifts',
      title: <Trans>Gifts that last a lifetime</Trans>,
      text: <Trans>Earrings, chains and bracelets in 18K and 21K gold, gift-wrapped and insured to your door.</Trans>,
      cta: <Trans>Discover jewellery</Trans>,
    },
  ];

  return (
    <Container size="xl" py="xl">
      <SlideCarousel label={t`Offers`} delay={BANNER_DELAY} loop withPagination>
        {banners.map((banner, index) => {
          const textAtStart = index % 2 === 0;
          const textOnLeft = textAtStart === (dir === 'ltr');
          return (
            <article key={banner.id} className={classes.banner} data-text={textAtStart ? 'start' : 'end'}>
              <img
                className={classes.image}
                src={POSTER.url}
                width={POSTER.width}
                height={POSTER.height}
                alt=""
                loading="lazy"
                decoding="async"
                data-mirrored={textOnLeft || undefined}
              />
              <div className={classes.text}>
                <Title order={3} className={classes.title}>
                  {banner.title}
                </Title>
                <Text className={classes.body}>{banner.text}</Text>
                <ButtonLink to="/Store" radius="xl" mt="sm" size="sm">
                  {banner.cta}
                </ButtonLink>
              </div>
            </article>
          );
        })}
      </SlideCarousel>
    </Container>
  );
}
