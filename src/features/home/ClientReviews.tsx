import { useLingui } from '@lingui/react/macro';
import { Avatar, Card, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLanguage } from '../../shared/language';
import { useClientReviews, type ClientReview } from './queries';
import { formatDate } from '../../shared/formatDate';
import { StarRating } from '../../shared/ui/StarRating';
import { SectionHeading } from './SectionHeading';

const DEFAULT_AVATAR = '/avatars/male.webp';

function ReviewCard({ review }: { review: ClientReview }) {
  const language = useLanguage();
  return (
    <Card withBorder radius="lg" padding="lg" component="figure" m={0}>
      <Stack gap="sm" h="100%">
        <StarRating value={review.rating} color="brown.4" />
        <Text component="blockquote" m={0} c="dark.7" style={{ flex: 1 }}>
          {review.comment}
        </Text>
        <Group component="figcaption" gap="sm" wrap="nowrap">
          <Avatar src={review.avatar?.url ?? DEFAULT_AVATAR} alt="" size={48} radius="xl" imageProps={{ loading: 'lazy', width: 48, height: 48 }} />
          <div>
            <Text fw={700} c="brown.8">
              {review.name}
            </Text>
            <Text component="time" dateTime={review.date} fz="sm" c="gray.7">
              {formatDate(review.date, language)}
            </Text>
          </div>
        </Group>
      </Stack>
    </Card>
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
