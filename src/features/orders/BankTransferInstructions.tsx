import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CopyButton, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { formatMoney } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import { successes } from '../../shared/messages';
import { ButtonLink } from '../../shared/ui/links';
import { asText } from '../../shared/ui/asText';
import type { BankAccount, Order } from './queries';
import classes from './BankTransferInstructions.module.css';
import { groupIban } from './iban';

interface BankTransferInstructionsProps {
  order: Order;
  account: BankAccount;
  /** Just placed at checkout: the page says so, and the keyboard starts at the news. */
  justPlaced: boolean;
}

/**
 * A bank-transfer order waiting for its transfer: its number, the amount after the 3%, and the
 * account to transfer to, on the order's own page (a reload or a shared link keeps them).
 */
export function BankTransferInstructions({ order, account, justPlaced }: BankTransferInstructionsProps) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justPlaced) heading.current?.focus();
  }, [justPlaced]);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto" w="100%">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="teal" radius="xl" size={40} variant="light" aria-hidden>
            <IconCircleCheck size={26} />
          </ThemeIcon>
          <Title order={2} ref={heading} tabIndex={-1}>
            {justPlaced ? i18n._(successes.orderPlaced) : t`Complete your order by bank transfer`}
          </Title>
        </Group>

        <dl className={classes.facts}>
          <div>
            <dt>
              <Trans>Order number</Trans>
            </dt>
            <dd>
              <bdi>{order.order_number}</bdi>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Amount to transfer</Trans>
            </dt>
            <dd className={classes.amount}>
              <bdi>{formatMoney(order.total, language)}</bdi>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Bank</Trans>
            </dt>
            <dd>{account.bank_name}</dd>
          </div>
          <div>
            <dt>
              <Trans>Account name</Trans>
            </dt>
            <dd>{account.account_name}</dd>
          </div>
          <div>
            <dt>
              <Trans>IBAN</Trans>
            </dt>
            <dd>
              <Group gap="xs" wrap="wrap">
                <bdi dir="ltr" className={classes.iban}>
                  {groupIban(account.iban)}
                </bdi>
                <CopyButton value={account.iban} timeout={2000}>
                  {({ copied, copy }) => (
                    <Button
                      size="compact-sm"
                      variant="default"
                      // Teal's light variant is under 4.5:1; its darkest shade on the plain button is 5:1.
                      c={copied ? 'teal.9' : undefined}
                      leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                      onClick={copy}
                      aria-live="polite"
                    >
                      {copied ? t`Copied` : t`Copy IBAN`}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </dd>
          </div>
        </dl>

        <div>
          <Title order={3} fz="h5" mb="xs">
            <Trans>What to do next</Trans>
          </Title>
          <List type="ordered" spacing="xs" size="sm">
            <List.Item>
              <Trans>Transfer the amount above to this account from your bank's app or at a branch.</Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Write the order number <bdi>{asText(order.order_number)}</bdi> in the transfer's notes, so we can match it.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>We confirm the order as soon as the transfer arrives; follow it in My orders.</Trans>
            </List.Item>
          </List>
        </div>

        <Group gap="sm">
          <ButtonLink to="/orders" variant="light">
            <Trans>My orders</Trans>
          </ButtonLink>
        </Group>
        <Text size="xs" c="dimmed">
          <Trans>The order waits for your transfer; it is not shipped before the transfer arrives.</Trans>
        </Text>
      </Stack>
    </Paper>
  );
}
