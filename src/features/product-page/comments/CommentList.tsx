import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate } from '../../../shared/formatDate';
import { useLanguage } from '../../../shared/language';
import type { Comment } from '../../catalogue';
import { StarRating } from '../../../shared/ui/StarRating';

/** One page of comments: who, when, their stars and their words. */
export function CommentList({ comments }: { comments: Comment[] }) {
  const language = useLanguage();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {comments.map((comment) => (
        <Paper component="li" key={comment.id} withBorder radius="md" p="md">
          <Group justify="space-between" align="start" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Avatar color="brown" radius="xl" aria-hidden>
                {comment.name.trim().charAt(0)}
              </Avatar>
              <div>
                <Text fw={700}>{comment.name}</Text>
                <Text component="time" dateTime={comment.created_at} fz="sm" c="gray.7">
                  {formatDate(comment.created_at, language)}
                </Text>
              </div>
            </Group>
            <StarRating value={comment.rating} />
          </Group>
          <Text mt="sm" style={{ whiteSpace: 'pre-line' }}>
            {comment.message}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
