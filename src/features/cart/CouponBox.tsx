import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { formatMoney } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import { validation } from '../../shared/messages';
import { ActionForm } from '../../shared/ui/ActionForm';
import { useFieldNotice, useNotice } from '../../shared/useNotice';
import { actionOf, useWrite } from '../../shared/writes';
import { applyCoupon, removeCoupon, type CartSummary } from './cart';

/**
 * The cart's coupon (cart page and checkout): a code and "Apply", or the applied code, its
 * discount and "Remove coupon". The answer's summary goes into the cart's cache, so every total
 * shown follows. The typed code stays after any failure; a refused code shows the server's words
 * under the field, any other failure the shared toast.
 */
export function CouponBox({ summary }: { summary: CartSummary }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  // What the shopper typed and the server's reason, when the form was posted before the app had the page.
  const notice = useNotice();
  const refused = useFieldNotice('coupon');
  const [code, setCode] = useState(notice?.values?.code ?? '');
  const [error, setError] = useState<string | null>(refused ?? null);
  const apply = useWrite(applyCoupon, { signedIn: true });
  const remove = useWrite(removeCoupon, { signedIn: true });
  const field = useRef<HTMLInputElement>(null);
  const applied = useRef<HTMLDivElement>(null);

  const submit = () => {
    const typed = code.trim();
    if (!typed) {
      setError(i18n._(validation.couponRequired));
      field.current?.focus();
      return;
    }
    setError(null);
    apply.run(
      { code: typed },
      {
        // The field leaves for the applied code: the keyboard follows it.
        onDone: () => window.setTimeout(() => applied.current?.focus()),
        onRefused: (reason) => {
          setError(reason);
          field.current?.focus();
        },
      },
    );
  };

  if (summary.coupon) {
    return (
      <Group ref={applied} tabIndex={-1} justify="space-between" gap="xs" style={{ outlineOffset: 4 }}>
        <Group gap={8} wrap="nowrap" style={{ flex: '1 1 12rem' }}>
          <IconDiscount size={20} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text fz="sm">
            <Trans>
              Coupon <bdi style={{ fontWeight: 700 }}>{summary.coupon}</bdi> applied: <bdi>{`\u2212${formatMoney(summary.discount, language)}`}</bdi>
            </Trans>
          </Text>
        </Group>
        <ActionForm
          action={actionOf(removeCoupon)}
          onSubmit={() => remove.run({}, { onDone: () => window.setTimeout(() => field.current?.focus()) })}
        >
          <Button type="submit" variant="subtle" color="red" size="compact-sm" loading={remove.pending}>
            <Trans>Remove coupon</Trans>
          </Button>
        </ActionForm>
      </Group>
    );
  }

  return (
    // Before (or without) the app's JavaScript the server applies it, and says beside the field why not.
    <ActionForm action={actionOf(applyCoupon)} onSubmit={submit} noValidate aria-label={t`Coupon`} style={{ display: 'block' }}>
      <TextInput
        ref={field}
        name="code"
        label={t`Coupon code`}
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          if (error) setError(null);
        }}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={50}
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1 }}>{input}</div>
            <Button type="submit" variant="light" loading={apply.pending}>
              <Trans>Apply</Trans>
            </Button>
          </Group>
        )}
      />
    </ActionForm>
  );
}
