import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMessagePlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { isApiError } from '../../../../sdk';
import { api } from '../../../shared/api';
import { errors, successes } from '../../../shared/messages';
import { notify } from '../../../shared/notify';
import { AnchorLink } from '../../../shared/ui/links';
import { useAuth } from '../../auth';
import { productCommentsQuery } from '../../catalogue';
import { COMMENT_LIMITS, commentRules, type CommentValues } from './commentRules';
import { RatingInput } from './RatingInput';
import { notifyFailure } from '../../../shared/showApiError';
import { EmailField } from '../../../shared/ui/EmailField';

const FIELDS: (keyof CommentValues)[] = ['name', 'email', 'message', 'rating'];

/**
 * Adding a comment and a rating (SPEC §2, §5, §6): signed-in shoppers only; a guest gets
 * "Please Login To Add Comment". Checked with SPEC §5's rules before it is sent; when the call
 * fails nothing typed is lost, and the server's field errors land on their fields.
 */
export function CommentForm({ productId }: { productId: number }) {
  const { t } = useLingui();
  const { isAuthenticated, user } = useAuth();
  const location = useLocation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const send = api.useMutation('post', '/products/{id}/comments');
  const form = useForm<CommentValues>({
    initialValues: { name: '', email: '', message: '', rating: 0 },
    validate: commentRules,
    validateInputOnBlur: true,
  });

  // A signed-in shopper's name and email are known: fill them in once, without overwriting their typing.
  const prefilledFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!user || prefilledFor.current === user.id) return;
    prefilledFor.current = user.id;
    const values = form.getValues();
    if (!values.name) form.setFieldValue('name', `${user.first_name} ${user.last_name}`.trim());
    if (!values.email) form.setFieldValue('email', user.email);
  }, [user, form]);

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    if (!isAuthenticated) {
      event?.preventDefault();
      notify(errors.loginToComment, 'error');
      return;
    }
    form.onSubmit((values) => {
      if (send.isPending) return;
      const body = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), rating: values.rating };
      send.mutate(
        { params: { path: { id: productId } }, body },
        {
          onSuccess: () => {
            notify(successes.commentSent, 'success');
            form.setValues({ message: '', rating: 0 });
            form.resetTouched();
            void queryClient.invalidateQueries({ queryKey: productCommentsQuery(productId).queryKey.slice(0, 2) });
          },
          onError: (error: unknown) => {
            if (isApiError(error) && error.status === 401) return notifyFailure(error, errors.loginToComment);
            if (isApiError(error)) {
              for (const field of FIELDS) {
                const message = error.firstFieldError(field);
                if (message) form.setFieldError(field, message);
              }
            }
            notifyFailure(error, errors.commentFailed);
          },
        },
      );
    })(event);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="md">
        <Text component="h3" fz="lg" fw={700} id={titleId}>
          <Trans>Add a comment</Trans>
        </Text>
        {!isAuthenticated && (
          // A note, not an alert: nothing happened that needs announcing.
          <Alert color="brown" variant="light" role="note">
            <Trans>
              <AnchorLink to="/login" search={{ redirect: location.pathname }} fw={700}>
                Log in
              </AnchorLink>{' '}
              to add a comment and a rating.
            </Trans>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Name`} autoComplete="name" required maxLength={COMMENT_LIMITS.nameMax} {...form.getInputProps('name')} />
          <EmailField maxLength={COMMENT_LIMITS.emailMax} {...form.getInputProps('email')} />
        </SimpleGrid>
        <RatingInput
          legend={<Trans>Your rating</Trans>}
          value={form.getValues().rating}
          onChange={(value) => {
            form.setFieldValue('rating', value);
            form.validateField('rating');
          }}
          error={form.errors.rating}
        />
        <Textarea
          label={t`Your comment`}
          required
          rows={4}
          resize="vertical"
          maxLength={COMMENT_LIMITS.messageMax}
          {...form.getInputProps('message')}
        />
        <Button type="submit" loading={send.isPending} leftSection={<IconMessagePlus size={18} aria-hidden />} style={{ alignSelf: 'start' }}>
          <Trans>Send comment</Trans>
        </Button>
      </Stack>
    </form>
  );
}
