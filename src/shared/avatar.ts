import type { components } from '../../sdk';

// src/shared names no feature: the contract's User, not the auth feature's.
type User = components['schemas']['User'];

/** The shopper's picture, or the default one for their gender. */
export function avatarOf(user: Pick<User, 'avatar' | 'gender'> | undefined): string {
  if (user?.avatar) return user.avatar;
  return user?.gender === 'female' ? '/avatars/female.webp' : '/avatars/male.webp';
}
