import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { CompareFrame } from './CompareSkeleton';
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
