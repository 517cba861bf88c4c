import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { categoriesQuery } from '../features/catalogue';
import { clientReviewsQuery, homeQuery, homeSectionsQuery, HomePage } from '../features/home';
import { loadPageData } from '../shared/loadPageData';
import { jsonLdScripts, storeOrganization } from '../app/seo';
import { generalSettingsQuery } from '../features/settings';

export const Route = createFileRoute('/')({
  staticData: { title: msg`Home` },
  loader: ({ context: { queryClient } }) => loadPageData(queryClient, { own: [homeQuery()], sections: [homeSectionsQuery(), clientReviewsQuery(), categoriesQuery()] }),
  // Search engines learn the store itself: its name, address, logo and ways to reach it.
  head: ({ match: { context } }) => {
    const settings = context.queryClient.getQueryData(generalSettingsQuery().queryKey);
    return { scripts: jsonLdScripts(storeOrganization(context.i18n, settings)) };
  },
  component: HomePage,
});
