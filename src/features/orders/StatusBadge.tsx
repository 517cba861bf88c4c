import { useLingui } from '@lingui/react/macro';
import { Badge, type MantineColor } from '@mantine/core';
import type { StatusLook } from './statuses';

/**
 * Mantine's light badge (a colour's 9th shade on its 1st) is under WCAG AA's 4.5:1 for teal
 * (4.3:1) and yellow (2.7:1): the lightest background, and dark words where even the darkest
 * yellow is too pale.
 */
const textOn = (color: MantineColor) => (color === 'yellow' ? 'dark.6' : `${color}.9`);

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
      bg={`${color}.0`}
      c={textOn(color)}
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
