import { msg } from '@lingui/core/macro';

// The profile's own messages, beside the shared ones of src/shared/messages.

export const profileMessages = {
  avatarType: msg`Choose a JPG, PNG or WebP picture`,
  avatarSize: msg`The picture must be 2 MB or smaller`,
  avatarRules: msg`JPG, PNG or WebP, up to 2 MB`,
};
