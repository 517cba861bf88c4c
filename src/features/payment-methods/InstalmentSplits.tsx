import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { asText } from '../../shared/ui/asText';
import { Money } from '../../shared/ui/Money';
import { instalmentSplits } from './instalmentSplits';
import { paymentMethodsQuery } from './queries';

/**
 * "4 interest-free payments of 1,347.56 SAR with Tabby": one line per instalment provider whose
 * limits hold `amount`, as plain text. Nothing until the methods are known (a loader may have put
 * them in the cache for the server's page), and nothing when no provider takes the amount, so no
 * room is kept for lines that may never come. `caption` says what the amount is, above the lines.
 */
export function InstalmentSplits({ amount, caption }: { amount: number; caption?: ReactNode }) {
  const { t } = useLingui();
  const methods = useQuery({ ...paymentMethodsQuery(), select: (answer) => answer.data }).data;
  const splits = methods ? instalmentSplits(methods, amount) : [];
  if (splits.length === 0) return null;
  const list = (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Pay in instalments`}>
      {splits.map(({ key, name, count, each }) => {
        const provider = asText(name);
        return (
          <Text component="li" key={key} size="sm" c="gray.8">
            <Trans>
              <Plural value={count} one="# interest-free payment" other="# interest-free payments" /> of <Money amount={each} /> with {provider}
            </Trans>
          </Text>
        );
      })}
    </Stack>
  );
  return caption ? (
    <div>
      <Text size="sm" fw={600}>
        {caption}
      </Text>
      {list}
    </div>
  ) : (
    list
  );
}
