import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProductToggle } from '../../catalogue';
import { ActionForm } from '../../../shared/ui/ActionForm';
import { Hint } from '../../../shared/speed/Hint';
import { IconButton } from '../../../shared/ui/IconButton';

interface ToggleButtonProps {
  toggle: ProductToggle;
  /** The tooltip, which is also the button's name: what a click will do. */
  addLabel: MessageDescriptor;
  removeLabel: MessageDescriptor;
  offIcon: ReactNode;
  onIcon: ReactNode;
  /** The plain form the button posts before (or without) the app's JavaScript (ActionForm). */
  form?: { action: string; fields: Record<string, string | number> };
}

/**
 * One product toggle: a round icon button whose tooltip and name say what a click does
 * (add or remove), `aria-pressed` for its state, and a spinner while the call is on the way.
 * It stays focusable while busy (a disabled button would drop the keyboard focus); the hook
 * ignores clicks until the call ends.
 */
export function ToggleButton({ toggle, addLabel, removeLabel, offIcon, onIcon, form }: ToggleButtonProps) {
  const { _ } = useLingui();
  const label = _(toggle.active ? removeLabel : addLabel);
  const button = (
    <Hint label={label} withArrow openDelay={300}>
      <IconButton
        type={form ? 'submit' : 'button'}
        aria-label={label}
        aria-pressed={toggle.active}
        aria-busy={toggle.pending || undefined}
        data-pending={toggle.pending || undefined}
        onClick={form ? undefined : toggle.toggle}
      >
        {toggle.pending ? <Loader size="xs" color="currentColor" /> : toggle.active ? onIcon : offIcon}
      </IconButton>
    </Hint>
  );
  if (!form) return button;
  return (
    <ActionForm action={form.action} fields={form.fields} onSubmit={toggle.toggle}>
      {button}
    </ActionForm>
  );
}
