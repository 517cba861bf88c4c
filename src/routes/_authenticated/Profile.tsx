import { msg } from '@lingui/core/macro';
import { loadPageData } from '../../shared/loadPageData';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../../app/i18n';
// Straight from their files, so the loader does not pull the hooks into the first chunk.
import { addressesQuery } from '../../features/addresses';
import { ProfilePage, profileQuery } from '../../features/profile';

export const Route = createFileRoute('/_authenticated/Profile')({
  staticData: { title: msg`Profile` },
  // The two calls start with the page's code and messages (the address form's are the buying catalog's).
  loader: ({ context: { queryClient, i18n } }) =>
    Promise.all([loadPageData(queryClient, { own: [profileQuery()], sections: [addressesQuery()] }), loadScreenMessages(i18n, 'account', 'buying')]),
  component: ProfilePage,
});
