import { useLingui } from '@lingui/react/macro';
import { Container, SimpleGrid } from '@mantine/core';
import { useClientReviews, type ClientReview } from './queries';
import { Byline } from '../../shared/ui/Byline';
import { StarRating } from '../../shared/ui/StarRating';
import { SectionHeading } from './SectionHeading';
import classes from './ClientReviews.module.css';

const DEFAULT_AVATAR = '/avatars/male.webp';

function ReviewCard({ review }: { review: ClientReview }) {
  return (
    <figure className={classes.review}>
      <StarRating value={review.rating} color="brown.4" />
      <blockquote className={classes.quote}>{review.comment}</blockquote>
      <figcaption className={classes.byline}>
        <Byline
          avatar={<img src={review.avatar?.url ?? DEFAULT_AVATAR} alt="" width={48} height={48} loading="lazy" className={classes.avatar} />}
          name={review.name}
          date={review.date}
        />
      </figcaption>
    </figure>
  );
}

/** What clients say (GET /client-reviews); the section is left out when there are none. */
export function ClientReviews() {
  const { t } = useLingui();
  const reviews = useClientReviews();
  if (!reviews.data?.length) return null;
  return (
    <Container size="xl" py="xl" component="section" aria-labelledby="home-reviews">
      <SectionHeading id="home-reviews" title={t`What our clients say`} subtitle={t`Reviews from shoppers who bought from us`} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {reviews.data.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
