import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Radio, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type Ref } from 'react';
import { AddressForm, AddressSummary, keptAddressForms, type Address } from '../addresses';
import { useAuth } from '../auth';
import { CheckoutSection } from './CheckoutSection';

interface AddressSectionProps {
  step: number;
  addresses: Address[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  error?: string | null;
  /** The section's body, where the first problem is found to focus it. */
  bodyRef?: Ref<HTMLDivElement>;
}

/** Step 1: the saved addresses to choose from, and a new one added without leaving the page. */
export function AddressSection({ step, addresses, selectedId, onSelect, error, bodyRef }: AddressSectionProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  // With nothing saved yet, the form is the only way forward: open it at once; and to give back
  // what was typed in it when the session ended.
  const [adding, setAdding] = useState(() => addresses.length === 0 || keptAddressForms(user?.id).adding);
  const hasSaved = addresses.length > 0;

  const saved = (address: Address) => {
    setAdding(false);
    onSelect(String(address.id));
  };

  return (
    <CheckoutSection step={step} title={t`Shipping address`} error={hasSaved ? null : error}>
      <Stack gap="md" ref={bodyRef}>
        {hasSaved && (
          <Radio.Group
            value={selectedId}
            onChange={onSelect}
            label={t`Where should we deliver?`}
            error={error}
            styles={{ label: { marginBlockEnd: 'var(--mantine-spacing-xs)' } }}
          >
            <Stack gap="xs">
              {addresses.map((address) => (
                <Radio.Card key={address.id} value={String(address.id)} radius="md" p="sm">
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={2} />
                    <div style={{ flex: 1, minInlineSize: 0 }}>
                      <AddressSummary address={address} />
                    </div>
                    {address.is_default && (
                      <Badge variant="light" size="sm">
                        <Trans>Default</Trans>
                      </Badge>
                    )}
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        )}
        {adding ? (
          <AddressForm onSaved={saved} onCancel={hasSaved ? () => setAdding(false) : undefined} />
        ) : (
          <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)} style={{ alignSelf: 'flex-start' }}>
            <Trans>Add a new address</Trans>
          </Button>
        )}
      </Stack>
    </CheckoutSection>
  );
}
