import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../sdk';
import { apiClient } from '../../shared/api';
import { successes } from '../../shared/messages';
import { notify } from '../../shared/notify';
import { useAuth, type User } from '../auth';
import { profileQuery } from './queries';

/** The profile form's fields as POST /user/profile takes them; the avatar travels beside them. */
type ProfileUpdate = Omit<components['schemas']['ProfileUpdate'], 'avatar'>;

export interface ProfileChange {
  fields: ProfileUpdate;
  /** A new picture, or null to keep the current one. */
  avatar: File | null;
}

/** The answer of GET /user/profile, as cached. */
interface ProfileAnswer {
  data: { user: User };
}

/** The fields and the picture as one multipart/form-data body (the picture is why it is not JSON). */
function multipart({ fields, avatar }: ProfileChange): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, value);
  }
  if (avatar) body.append('avatar', avatar, avatar.name);
  return body;
}

/**
 * POST /user/profile. On success the profile query and the signed-in user (the header's avatar and
 * name) take the saved user at once, and "Profile updated" is shown. A failure is left to the
 * caller, which puts the server's field messages beside the fields.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: async (change: ProfileChange): Promise<User> => {
      const { data } = await apiClient.POST('/user/profile', { body: change.fields, bodySerializer: () => multipart(change) });
      // openapi-fetch answers without data only on an error, which the client already throws.
      return data!.data.user;
    },
    onSuccess: (user) => {
      queryClient.setQueryData<ProfileAnswer>(profileQuery().queryKey, (answer) => ({ ...answer, data: { ...answer?.data, user } }));
      updateUser(user);
      notify(successes.profileUpdated, 'success');
    },
  });
}
