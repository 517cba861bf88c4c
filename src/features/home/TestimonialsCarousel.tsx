import { useLingui } from '@lingui/react/macro';
import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { emptyStates } from '../../shared/messages';
import { useLanguage } from '../../shared/language';
import { SlideCarousel } from '../../shared/ui/carousel';
import type { Testimonial } from './queries';
import { formatDate } from '../../shared/formatDate';
import classes from './home.module.css';
import { TESTIMONIALS_DELAY } from './homeTimings';
import { SectionHeading } from './SectionHeading';

const PLACEHOLDER = { url: '/images/placeholder-product.webp', width: 800, height: 800 };

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const language = useLanguage();
  const image = testimonial.image ?? PLACEHOLDER;
  return (
    <Card withBorder radius="lg" padding="md" h="100%" className={classes.testimonial}>
      <Card.Section>
        <img className={classes.testimonialImage} src={image.url} width={image.width ?? 600} height={image.height ?? 400} alt="" loading="lazy" decoding="async" />
      </Card.Section>
      <Stack gap={6} mt="md">
        <Title order={3} fz="lg" c="brown.8">
          {testimonial.title}
        </Title>
        <Text c="dark.6">{testimonial.description}</Text>
        <Text component="time" dateTime={testimonial.date} fz="sm" c="gray.7">
          {formatDate(testimonial.date, language)}
        </Text>
      </Stack>
    </Card>
  );
}

/** The testimonials carousel (image or placeholder, title, description, date), 5 s. */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const { t, i18n } = useLingui();
  const title = t`Stories from our customers`;
  return (
    <Container size="xl" py="xl" component="section">
      <SectionHeading id="home-testimonials" title={title} subtitle={t`Moments our customers chose to share with gold`} />
      {testimonials.length === 0 ? (
        <Text ta="center" c="gray.7" py="lg">
          {i18n._(emptyStates.testimonials)}
        </Text>
      ) : (
        <SlideCarousel label={title} delay={TESTIMONIALS_DELAY} slideSize={{ base: '100%', sm: '50%', md: '33.333%' }} slideGap="md">
          {testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </SlideCarousel>
      )}
    </Container>
  );
}
