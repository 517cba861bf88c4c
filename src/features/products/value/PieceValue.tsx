import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { goldPricesPerGramQuery, pricePerGram } from '../../gold-prices';
import { formatMoneyParts, formatWeight, isolate } from '../../../shared/format';
import { useLanguage } from '../../../shared/language';
import { pieceValue } from '../goldValue';
import { weightOf, type Product } from '../../catalogue';

function Money({ amount }: { amount: number }) {
  const { number, currency } = formatMoneyParts(amount, useLanguage());
  return (
    <bdi>
      {number} <Text span fz="0.85em" fw={500}>{currency}</Text>
    </bdi>
  );
}

function Row({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" fz="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} fz="sm" fw={strong ? 700 : 600} ta="end">
        {children}
      </Text>
    </Group>
  );
}

/**
 * What a gold buyer weighs a price against (issue 4): the price per gram, today's value of the
 * metal in the piece (weight × today's per-gram price for its karat, following the 30 s polling)
 * and what the shopper pays above it. Absent when the weight is unknown; the gold figures are
 * absent while today's prices are unknown.
 */
export function PieceValue({ product }: { product: Product }) {
  const { t } = useLingui();
  const language = useLanguage();
  const titleId = useId();
  const weight = weightOf(product);
  const { data: gramPrices } = useQuery({ ...goldPricesPerGramQuery(), enabled: weight !== null });
  if (weight === null) return null;

  const value = pieceValue({ price: product.price, weight, karat: product.karat }, gramPrices);
  if (value.pricePerGram === undefined) return null;
  const gram = pricePerGram(product.karat, gramPrices);
  const weightText = isolate(formatWeight(weight, language));
  const karat = product.karat;
  const { goldValue, premium } = value;
  const gold = goldValue !== undefined && premium !== undefined && gram !== undefined ? { goldValue, premium, gram } : undefined;

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="sm" bg="brown.0">
      <Text id={titleId} fw={700} fz="sm" mb={6}>
        <Trans>Gold value of this piece</Trans>
      </Text>
      <Stack component="dl" gap={4} m={0}>
        <Row label={t`Price per gram`}>
          <Money amount={value.pricePerGram} />
        </Row>
        {gold && (
          <>
            <Row label={t`Today's gold value`}>
              <Money amount={gold.goldValue} />
            </Row>
            <Row label={gold.premium >= 0 ? t`Paid above the gold value` : t`Below the gold value`} strong>
              <Money amount={Math.abs(gold.premium)} />
            </Row>
          </>
        )}
      </Stack>
      {gold && (
        <Text fz="xs" c="gray.7" mt={6}>
          <Trans>
            {weightText} g × <Money amount={gold.gram} /> per gram of {karat}K today; gold prices update every 30 seconds.
          </Trans>
        </Text>
      )}
    </Paper>
  );
}
