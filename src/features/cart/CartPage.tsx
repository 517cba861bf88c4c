import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { CartEmpty } from './CartEmpty';
import { CartLineList } from './CartLineList';
import { CartSummaryCard } from './CartSummaryCard';
import { CheckoutBar } from './CheckoutBar';
import { useWrite } from '../../shared/writes';
import { cartQuery, removeLine, restoreLine, type CartAnswer, type CartLine, type RemovedLine } from './cart';

/**
 * /cart: the lines with their quantities, the coupon, the sums and the way to checkout. Every
 * change shows at once and is sent in the background (rolled back with a toast if refused).
 *
 * A removal is undone rather than confirmed: removing is one tap and usually meant, so a dialog
 * would slow every removal down to guard the rare slip; an "Undo" in the line's place guards the
 * slip (a phone's thumb near the stepper) at no cost to the rest, and keeps the keyboard there.
 */
export function CartPage() {
  const { t } = useLingui();
  // Its route's loader has put the cart in the cache (src/routes/_authenticated/cart.tsx).
  const answer = useSuspenseQuery(cartQuery()).data as CartAnswer;
  const lines = answer.data;
  const summary = answer.summary;
  const heading = useRef<HTMLHeadingElement>(null);
  const summaryHeading = useId();
  const [removed, setRemoved] = useState<RemovedLine[]>([]);
  const forget = (line: CartLine) => setRemoved((list) => list.filter((entry) => entry.line.id !== line.id));

  const removal = useWrite(removeLine, { signedIn: true });
  const restore = useWrite(restoreLine, { signedIn: true });
  // The line leaves at once and its undo stands in its place; a refusal brings the line back and takes the undo away.
  const remove = (line: CartLine) => {
    const entry = { line, index: Math.max(lines.indexOf(line), 0) };
    setRemoved((list) => [...list.filter((item) => item.line.id !== line.id), entry]);
    removal.run(
      { line },
      {
        onFailed: () => {
          forget(line);
          heading.current?.focus();
        },
      },
    );
  };
  // The line is back at once, so its notice goes; a failure brings the notice back with the toast.
  const undoRemoval = (entry: RemovedLine) => {
    forget(entry.line);
    heading.current?.focus();
    restore.run(entry, {
      onFailed: () => setRemoved((list) => [...list, entry]),
    });
  };

  const count = lines.length;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group gap="sm" align="baseline">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} ref={heading} tabIndex={-1}>
            <Trans>Cart</Trans>
          </Title>
          {count > 0 && (
            <Text c="gray.7" fz="lg">
              {t`${plural(count, { one: '# item', other: '# items' })}`}
            </Text>
          )}
        </Group>
        {lines.length === 0 ? (
          <>
            {removed.length > 0 && <CartLineList lines={[]} removed={removed} onRemove={() => {}} onUndo={undoRemoval} />}
            <CartEmpty />
          </>
        ) : (
          <Grid gap="lg" align="flex-start">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <CartLineList lines={lines} removed={removed} onRemove={remove} onUndo={undoRemoval} />
            </Grid.Col>
            {summary && (
              <Grid.Col span={{ base: 12, md: 4 }}>
                <CartSummaryCard summary={summary} headingId={summaryHeading} />
              </Grid.Col>
            )}
          </Grid>
        )}
        {lines.length > 0 && summary && <CheckoutBar total={summary.total} />}
      </Stack>
    </Container>
  );
}
