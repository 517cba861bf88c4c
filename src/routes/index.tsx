import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { categoriesQuery } from '../features/catalogue';
import { HomePage } from '../features/home';
// The queries straight from their file, so the loader does not pull the page's code into the first chunk.
import { homeQuery, homeSectionsQuery } from '../features/home/api';
import { HERO_POSTER } from '../features/home/heroPoster';
import { preloadImage } from '../shared/preloadImage';

export const Route = createFileRoute('/')({
  staticData: { title: msg`Home` },
  // Start every call the top of the page needs at once, while the page's code still loads. The page
  // shows its own full-screen preloader until /home has answered, so the loader does not wait.
  loader: ({ context: { queryClient } }) => {
    preloadImage(HERO_POSTER.url);
    void queryClient.prefetchQuery(homeQuery());
    void queryClient.prefetchQuery(homeSectionsQuery());
    void queryClient.prefetchQuery(categoriesQuery());
  },
  component: HomePage,
});
