import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadBuyingMessages } from '../../app/i18n';
import { addressesQuery } from '../../features/addresses';
import { ProfilePage, profileQuery } from '../../features/profile';

export const Route = createFileRoute('/_authenticated/Profile')({
  staticData: { title: msg`Profile` },
  // The two calls start with the page's code; the address form's messages are the buying catalog's.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(profileQuery());
    void queryClient.prefetchQuery(addressesQuery());
    return loadBuyingMessages();
  },
  component: ProfilePage,
});
