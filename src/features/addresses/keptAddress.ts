import { keptInput } from '../../shared/keptInput';
import type { AddressValues } from './addressValues';

// The address forms' typing kept when the session ends (shared/keptInput): one new address, and
// one saved address being edited, with its id so the right form gets it back.
export const KEPT_NEW_ADDRESS = 'address-new';
export const KEPT_EDITED_ADDRESS = 'address-edit';

export interface KeptAddress {
  /** The saved address being edited; null for a new one. */
  id: number | null;
  values: AddressValues;
}

/** Which address form to open at once after signing in again: the one whose typing was kept. */
export function keptAddressForms(owner: number | undefined) {
  return {
    adding: keptInput(KEPT_NEW_ADDRESS, owner) !== undefined,
    editingId: keptInput<KeptAddress>(KEPT_EDITED_ADDRESS, owner)?.id ?? null,
  };
}
