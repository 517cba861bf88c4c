import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { StatusLook } from './statuses';

interface StatusBadgeProps {
  look: Omit<StatusLook, 'label'>;
  /** The words, already in the shopper's language. */
  text: string;
}

/** A status in words, with its icon and colour. */
export function StatusBadge({ look: { color, icon: Icon }, text }: StatusBadgeProps) {
  return (
    <Badge
      color={color}
      variant="light"
      size="lg"
      radius="sm"
      tt="none"
      fw={600}
      leftSection={<Icon size={14} aria-hidden />}
      // Whole words: a narrow table column must not cut "Successful" down to "Succes…".
      miw="max-content"
    >
      {text}
    </Badge>
  );
}

/** A status of one of the registries (payment, transaction). */
export function RegistryBadge({ look }: { look: StatusLook }) {
  const { t } = useLingui();
  return <StatusBadge look={look} text={t(look.label)} />;
}
