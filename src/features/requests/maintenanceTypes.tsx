import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IconDiamond, IconFlame, IconPencil, IconSparkles, type Icon } from '@tabler/icons-react';
import type { components } from '../../../sdk';

export type MaintenanceType = components['schemas']['MaintenanceType'];

interface MaintenanceTypeOption {
  value: MaintenanceType;
  label: MessageDescriptor;
  description: MessageDescriptor;
  icon: Icon;
}

/** The kinds of work the store does, in the order shown; `custom` asks the shopper to describe it. */
export const MAINTENANCE_TYPES: readonly MaintenanceTypeOption[] = [
  {
    value: 'polishing',
    label: msg`Polishing`,
    description: msg`Bring back the shine`,
    icon: IconSparkles,
  },
  {
    value: 'welding',
    label: msg`Welding`,
    description: msg`Mend a broken chain or clasp`,
    icon: IconFlame,
  },
  {
    value: 'stone_installation',
    label: msg`Stone installation`,
    description: msg`Set or replace a stone`,
    icon: IconDiamond,
  },
  {
    value: 'custom',
    label: msg`Custom`,
    description: msg`Describe the work you need`,
    icon: IconPencil,
  },
];

/** The type whose work the shopper describes in words (and must, then). */
export const CUSTOM_TYPE: MaintenanceType = 'custom';
