import { Trans } from '@lingui/react/macro';
import { Container, Text, Title } from '@mantine/core';
import { ButtonLink } from '../../shared/ui/links';
import classes from './PosterBlock.module.css';

/** The poster block, a wide picture of coins and bars with a word about saving in gold. */
export function PosterBlock() {
  return (
    <Container size="xl" py="xl">
      <section className={classes.poster} aria-labelledby="home-poster">
        <img className={classes.image} src="/images/poster-block.webp" width={1200} height={600} alt="" loading="lazy" decoding="async" />
        <div className={classes.text}>
          <Title order={2} id="home-poster" className={classes.title}>
            <Trans>Gold that keeps its value</Trans>
          </Title>
          <Text className={classes.body}>
            <Trans>Every bar and coin is hallmarked and sold with an invoice stating its karat and weight, at the live market price.</Trans>
          </Text>
          <ButtonLink to="/Store" radius="xl" mt="md" color="brown.3" c="brown.9">
            <Trans>Browse the store</Trans>
          </ButtonLink>
        </div>
      </section>
    </Container>
  );
}
