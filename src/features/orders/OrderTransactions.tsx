import { Trans } from '@lingui/react/macro';
import { Card, Group, Stack, Table, Text, useMatches } from '@mantine/core';
import type { Transaction } from './queries';
import { Money } from '../../shared/ui/Money';
import { OrderDate } from './OrderDate';
import { RegistryBadge } from './StatusBadge';
import { TRANSACTION_STATUSES } from './statuses';
import { asText } from '../../shared/ui/asText';

/** The order's payment attempts and transfers, oldest first: a table on a wide screen, cards on a phone. */
export function OrderTransactions({ transactions }: { transactions: Transaction[] }) {
  const wide = useMatches({ base: false, sm: true });
  if (!transactions.length) {
    return (
      <Text c="dimmed" fz="sm">
        <Trans>No payments yet.</Trans>
      </Text>
    );
  }
  return wide ? <TransactionsTable transactions={transactions} /> : <TransactionCards transactions={transactions} />;
}

function TransactionsTable({ transactions }: { transactions: Transaction[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Transaction ID</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Reason</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Date</Trans>
            </Table.Th>
            <Table.Th scope="col" ta="end">
              <Trans>Amount</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transactions.map((transaction) => (
            <Table.Tr key={transaction.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <bdi>{transaction.transaction_id}</bdi>
              </Table.Td>
              <Table.Td>{transaction.reason}</Table.Td>
              <Table.Td>
                <RegistryBadge look={TRANSACTION_STATUSES[transaction.status]} />
              </Table.Td>
              <Table.Td>
                <OrderDate value={transaction.date} withTime />
              </Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                <Money amount={transaction.amount} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TransactionCards({ transactions }: { transactions: Transaction[] }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {transactions.map((transaction) => (
        <Card component="li" key={transaction.id} withBorder radius="md" padding="sm">
          <Group justify="space-between" align="flex-start" gap="xs">
            <RegistryBadge look={TRANSACTION_STATUSES[transaction.status]} />
            <Text fw={700}>
              <Money amount={transaction.amount} />
            </Text>
          </Group>
          <Text fz="sm" mt="xs">
            {transaction.reason}
          </Text>
          <Text fz="xs" c="dimmed" mt={4}>
            <OrderDate value={transaction.date} withTime />
          </Text>
          <Text fz="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
            <Trans>
              Transaction ID: <bdi>{asText(transaction.transaction_id)}</bdi>
            </Trans>
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
