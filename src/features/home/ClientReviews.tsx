import { useLingui } from '@lingui/react/macro';
import { Container, SimpleGrid } from '@mantine/core';
import { useLanguage } from '../../shared/language';
import { useClientReviews, type ClientReview } from './queries';
import { formatDate } from '../../shared/formatDate';
import { StarRating } from '../../shared/ui/StarRating';
import { SectionHeading } from './SectionHeading';
import classes from './ClientReviews.module.css';

const DEFAULT_AVATAR = '/avatars/male.webp';

function ReviewCard({ review }: { review: ClientReview }) {
  const language = useLanguage();
  return (
    <figure className={classes.review}>
      <StarRating value={review.rating} color="brown.4" />
      <blockquote className={classes.quote}>{review.comment}</blockquote>
      <figcaption className={classes.who}>
        <img src={review.avatar?.url ?? DEFAULT_AVATAR} alt="" width={48} height={48} loading="lazy" className={classes.avatar} />
        <div>
          <p className={classes.name}>{review.name}</p>
          <time dateTime={review.date} className={classes.date}>
            {formatDate(review.date, language)}
          </time>
        </div>
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
