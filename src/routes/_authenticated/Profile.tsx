import { msg } from '@lingui/core/macro';
import { loadPageData, withMessages } from '../../shared/loadPageData';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../../app/i18n';
// Straight from their files, so the loader does not pull the hooks into the first chunk.
import { addressesQuery } from '../../features/addresses';
import { ProfilePage, profileQuery, ProfileSkeleton } from '../../features/profile';

export const Route = createFileRoute('/_authenticated/Profile')({
  staticData: { title: msg`Profile` },
  // The profile with the page's code and messages (the address form's are the buying catalog's);
  // the addresses are a section of their own.
  loader: ({ context }) =>
    withMessages(loadPageData(context, { own: [profileQuery()], sections: [addressesQuery()] }), loadScreenMessages(context.i18n, 'account', 'buying')),
  pendingComponent: ProfileSkeleton,
  component: ProfilePage,
});
