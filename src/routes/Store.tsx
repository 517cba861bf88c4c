import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CategoryTree } from '../app/layout/header/CategoryTree';
import { categoriesQuery, productsQuery } from '../features/catalogue';
import { loadPageData } from '../shared/loadPageData';
import { listingData, StorePage, StoreSkeleton, toProductParams, validateListingSearch } from '../features/store';

export const Route = createFileRoute('/Store')({
  staticData: { title: msg`Store` },
  validateSearch: validateListingSearch,
  search: { middlewares: [stripSearchParams({ sort: undefined, karat: undefined, page: undefined })] },
  loaderDeps: ({ search }) => search,
  // The products on entering; a change of filter, sort or page keeps the page and waits in its grid.
  loader: ({ context, deps, cause }) => loadPageData(context, listingData(cause, productsQuery(toProductParams(deps)), [categoriesQuery()])),
  component: Store,
  pendingComponent: StoreSkeleton,
});

function Store() {
  const navigate = Route.useNavigate();
  return (
    <StorePage
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search, resetScroll: false })}
      categories={<CategoryTree />}
    />
  );
}
