import { Trans, useLingui } from '@lingui/react/macro';
import { Drawer } from '@mantine/core';
import { CategoryTree } from './CategoryTree';

interface CategoryDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The category tree drawer, opened from the bottom bar. It slides in from the start
 * side: Mantine's `left` follows the direction (the right edge in Arabic, the left in English).
 */
export function CategoryDrawer({ opened, onClose }: CategoryDrawerProps) {
  const { t } = useLingui();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size={320}
      title={<Trans>Categories</Trans>}
      closeButtonProps={{ 'aria-label': t`Close` }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <nav aria-label={t`Categories`}>
        <CategoryTree onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
