import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRef, type ReactNode, type Ref } from 'react';
import { type Product } from '../catalogue';
import { compareQuery, compareRemoval } from '../products';
import { emptyStates } from '../../shared/messages';
import { useWrite } from '../../shared/writes';
import { CompareTable } from './CompareTable';

/** /Compare: the signed-in shopper's compare list (its route's loader has it), side by side, with what a gold buyer weighs. */
export function ComparePage() {
  const { i18n } = useLingui();
  const products = useSuspenseQuery(compareQuery()).data.data;
  const removal = useWrite(compareRemoval, { signedIn: true });
  const heading = useRef<HTMLHeadingElement>(null);

  const remove = (product: Product) => {
    removal.run({ product });
    // The column and its focused button leave at once: keep the keyboard on the page, not the body.
    heading.current?.focus();
  };

  return (
    <CompareFrame heading={heading}>
      {products.length ? (
        <>
          <Text c="gray.7" fz="sm" maw="60rem">
            <Trans>Today’s gold value is the piece’s weight times today’s price of a gram of its karat; it follows the live gold prices.</Trans>
          </Text>
          <CompareTable products={products} onRemove={remove} />
        </>
      ) : (
        <Text ta="center" c="gray.7" py="xl" fz="lg">
          {i18n._(emptyStates.compare)}
        </Text>
      )}
    </CompareFrame>
  );
}

/** The page's shape while a slow list loads (its route's pendingComponent). */
export function CompareSkeleton() {
  return (
    <CompareFrame busy>
      <Skeleton height={480} aria-hidden />
    </CompareFrame>
  );
}

function CompareFrame({ heading, busy, children }: { heading?: Ref<HTMLHeadingElement>; busy?: boolean; children: ReactNode }) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} aria-busy={busy || undefined}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} ref={heading} tabIndex={-1}>
          <Trans>Compare</Trans>
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
