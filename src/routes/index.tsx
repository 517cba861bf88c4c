import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { categoriesQuery } from '../features/catalogue';
import { clientReviewsQuery, homeQuery, homeSectionsQuery, HomePage, HomePreloader } from '../features/home';
import { loadPageData } from '../shared/loadPageData';
import { jsonLdScripts, storeOrganization } from '../app/seo';
import { generalSettingsQuery } from '../features/settings';

export const Route = createFileRoute('/')({
  staticData: { title: msg`Home` },
  loader: async ({ context }) => {
    const { queryClient } = context;
    // The store's settings (the frame's, asked once with the root's) for the head; without them the head says less.
    const [settings] = await Promise.all([
      queryClient.ensureQueryData(generalSettingsQuery()).catch(() => undefined),
      loadPageData(context, { own: [homeQuery()], sections: [homeSectionsQuery(), clientReviewsQuery(), categoriesQuery()] }),
    ]);
    return { settings };
  },
  // Search engines learn the store itself: its name, address, logo and ways to reach it.
  head: ({ match: { context }, loaderData }) => ({ scripts: jsonLdScripts(storeOrganization(context, loaderData?.settings)) }),
  component: HomePage,
  // A slow /home: the logo over a spinner, a screen's height kept so the footer does not jump.
  pendingComponent: HomePreloader,
});
