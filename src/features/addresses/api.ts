import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiClient } from '../../shared/api';
import { errors, successes } from '../../shared/messages';
import { notify } from '../../shared/notify';
import { addressesQuery } from './queries';
import type { Address, AddressInput } from './types';
import { notifyFailure } from '../../shared/showApiError';

/** The answer of GET /addresses, as cached. */
interface AddressList {
  data: Address[];
}

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
    onError: (error) => notifyFailure(error, errors.addressFailed),
  });
}

/** The list with `saved` in its place; when it became the default, the others are not any more. */
function withReplaced(list: Address[], saved: Address): Address[] {
  const replaced = list.map((address) => (address.id === saved.id ? saved : saved.is_default ? { ...address, is_default: false } : address));
  // The default comes first, as the server lists them.
  return saved.is_default ? [saved, ...replaced.filter((address) => address.id !== saved.id)] : replaced;
}

/** A saved address as the body of PUT /addresses/{addressId}: the whole address is sent again. */
function inputOf(address: Address): AddressInput {
  const input: AddressInput & { id?: number } = { ...address };
  delete input.id;
  return input;
}

async function putAddress(id: number, body: AddressInput): Promise<Address> {
  const { data } = await apiClient.PUT('/addresses/{addressId}', { params: { path: { addressId: id } }, body });
  return data!.data;
}

/** Puts a saved address into the cached list; the rest of the list follows from it (one default). */
function useReplaceInList() {
  const queryClient = useQueryClient();
  const listKey: QueryKey = addressesQuery().queryKey;
  return (saved: Address) =>
    queryClient.setQueryData<AddressList>(listKey, (list) => (list ? { ...list, data: withReplaced(list.data, saved) } : list));
}

/**
 * PUT /addresses/{addressId} for the address form (its `submit`): "Address updated" on success,
 * "Error updating address" on failure; the form puts the server's field messages beside its fields.
 */
export function useUpdateAddress(id: number) {
  const replaceInList = useReplaceInList();
  return useMutation({
    mutationFn: (body: AddressInput) => putAddress(id, body),
    onSuccess: (address) => {
      replaceInList(address);
      notify(successes.addressUpdated, 'success');
    },
    onError: (error) => notifyFailure(error, errors.addressUpdateFailed),
  });
}

/** Makes a saved address the default: the same address sent again with `is_default`. */
export function useMakeDefaultAddress() {
  const replaceInList = useReplaceInList();
  return useMutation({
    mutationFn: (address: Address) => putAddress(address.id, { ...inputOf(address), is_default: true }),
    // Nothing but the flag changed: the list is updated from the address that was sent.
    onSuccess: (_saved, chosen) => {
      replaceInList({ ...chosen, is_default: true });
      notify(successes.defaultAddressChanged, 'success');
    },
    onError: (error) => notifyFailure(error, errors.addressUpdateFailed),
  });
}

/** DELETE /addresses/{addressId}: gone from the cached list on success, "Address deleted". */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const listKey: QueryKey = addressesQuery().queryKey;
  return useMutation({
    mutationFn: async (address: Address) => {
      await apiClient.DELETE('/addresses/{addressId}', { params: { path: { addressId: address.id } } });
    },
    onSuccess: (_answer, address) => {
      queryClient.setQueryData<AddressList>(listKey, (list) =>
        list ? { ...list, data: list.data.filter((item) => item.id !== address.id) } : list,
      );
      // Deleting the default makes another one the default, which only the server knows.
      if (address.is_default) void queryClient.invalidateQueries({ queryKey: listKey });
      notify(successes.addressDeleted, 'success');
    },
    onError: (error) => notifyFailure(error, errors.addressDeleteFailed),
  });
}
