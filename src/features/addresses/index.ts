// Shipping addresses: the list call, adding one, the form (map inside, loaded lazily) and a
// compact summary. Used by checkout and order details now, and the profile's address book (edit, delete, choose the default).
export { useDeleteAddress, useMakeDefaultAddress, useUpdateAddress } from './api';
export { AddressForm } from './AddressForm';
export { AddressSummary } from './AddressSummary';
export { keptAddressForms } from './keptAddress';
export type { Address } from './types';
export { addressesQuery } from './queries';
