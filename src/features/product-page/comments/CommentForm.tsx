import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLogin, IconMessagePlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '../../../../sdk';
import { api } from '../../../shared/api';
import { errors, successes } from '../../../shared/messages';
import { notify } from '../../../shared/notify';
import { ButtonLink } from '../../../shared/ui/links';
import { useAuth } from '../../auth';
import { productCommentsQuery } from '../../catalogue';
import { COMMENT_LIMITS, commentRules, type CommentValues } from './commentRules';
import { RatingInput } from './RatingInput';
import { notifyFailure } from '../../../shared/showApiError';
import { EmailField } from '../../../shared/ui/EmailField';

const FIELDS: (keyof CommentValues)[] = ['name', 'email', 'message', 'rating'];

/**
 * Adding a comment and a rating: signed-in shoppers only. A guest is told so
 * before typing anything ("Please Login To Add Comment", with the way to log in and come back),
 * not after filling the form. Checked with the form's rules before it is sent; when the call fails
 * nothing typed is lost, and the server's field errors land on their fields.
 */
export function CommentForm({ productId }: { productId: number }) {
  const { isAuthenticated } = useAuth();
  const titleId = useId();
  const heading = (
    <Text component="h3" fz="lg" fw={700} id={titleId}>
      <Trans>Add a comment</Trans>
    </Text>
  );
  return isAuthenticated ? <SignedInCommentForm productId={productId} heading={heading} titleId={titleId} /> : <SignInToComment heading={heading} />;
}

/** What a guest sees where the form would be: why they cannot comment yet, and the way in. */
function SignInToComment({ heading }: { heading: ReactNode }) {
  const { i18n } = useLingui();
  const location = useLocation();
  return (
    <Stack gap="sm" align="flex-start">
      {heading}
      <Text>{i18n._(errors.loginToComment)}</Text>
      <ButtonLink to="/login" search={{ redirect: location.pathname }} variant="light" leftSection={<IconLogin size={18} aria-hidden />}>
        <Trans>Log in to comment</Trans>
      </ButtonLink>
    </Stack>
  );
}

function SignedInCommentForm({ productId, heading, titleId }: { productId: number; heading: ReactNode; titleId: string }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const queryClient = useQueryClient();
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
            // The session ended since the page was drawn.
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
        {heading}
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
