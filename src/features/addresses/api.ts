import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, apiClient } from '../../shared/api';
import { errors, successes } from '../../shared/messages';
import { notify } from '../../shared/notify';
import type { Address, AddressInput } from './types';

/** The answer of GET /addresses, as cached. */
interface AddressList {
  data: Address[];
}

/** GET /addresses: the shopper's saved addresses, the default first. */
export const addressesQuery = () => api.queryOptions('get', '/addresses');

/** The list with a new address in it: first and the only default when it is the default. */
function withAdded(list: Address[], added: Address): Address[] {
  if (!added.is_default) return [...list, added];
  return [added, ...list.map((address) => ({ ...address, is_default: false }))];
}

/**
 * POST /addresses. On success the new address joins the cached list at once (the list is
 * refreshed too, since a new default changes the others) and "Address added" is shown; on failure
 * "Error adding address". The caller shows the server's field errors beside its fields.
 */
export function useAddAddress() {
  const queryClient = useQueryClient();
  const listKey: QueryKey = addressesQuery().queryKey;
  return useMutation({
    mutationFn: async (body: AddressInput): Promise<Address> => {
      const { data } = await apiClient.POST('/addresses', { body });
      // openapi-fetch answers without data only on an error, which the client already throws.
      return data!.data;
    },
    onSuccess: (address) => {
      queryClient.setQueryData<AddressList>(listKey, (list) => (list ? { ...list, data: withAdded(list.data, address) } : list));
      void queryClient.invalidateQueries({ queryKey: listKey });
      notify(successes.addressAdded, 'success');
    },
    onError: () => notify(errors.addressFailed, 'error'),
  });
}
