import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Center, Divider, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { emptyStates, errors } from '../../../shared/messages';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { productCommentsQuery } from '../../catalogue';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { StarRating } from '../../../shared/ui/StarRating';

/** Reviews and comments under the product: the average, the comments page by page, and the form. */
export function CommentsSection({ productId, rating, reviewsCount }: { productId: number; rating?: number; reviewsCount?: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const comments = useQuery({ ...productCommentsQuery(productId, page), placeholderData: keepPreviousData });
  const meta = comments.data?.meta;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" id="reviews">
      <Group justify="space-between" align="center">
        <Title order={2} id={headingId} fz="h3">
          <Trans>Reviews and comments</Trans>
        </Title>
        {rating !== undefined && rating > 0 && (
          <Group gap="xs">
            <StarRating value={rating} size="md" />
            <Text fw={700}>{rating.toFixed(1)}</Text>
            {reviewsCount !== undefined && (
              <Text c="gray.7">
                <Plural value={reviewsCount} one="(# review)" other="(# reviews)" />
              </Text>
            )}
          </Group>
        )}
      </Group>

      {comments.isPending ? (
        <Stack gap="sm" aria-hidden>
          <Skeleton height={96} />
          <Skeleton height={96} />
        </Stack>
      ) : comments.isError ? (
        <LoadFailed title={t(errors.commentsLoadFailed)} onRetry={() => void comments.refetch()} />
      ) : comments.data.data.length === 0 ? (
        <Text c="gray.7">{t(emptyStates.comments)}</Text>
      ) : (
        <>
          <CommentList comments={comments.data.data} />
          {meta && meta.last_page > 1 && (
            <Center component="nav" aria-label={t`Comment pages`}>
              <Pagination
                total={meta.last_page}
                value={meta.current_page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': control === 'next' ? t`Next page` : t`Previous page` })}
                getItemProps={(item) => ({ 'aria-label': t`Page ${item}` })}
              />
            </Center>
          )}
        </>
      )}

      <Divider my="sm" />
      <CommentForm productId={productId} />
    </Stack>
  );
}
