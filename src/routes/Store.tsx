import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CategoryTree } from '../app/layout/header/CategoryTree';
import { productsQuery } from '../features/products';
import { StorePage, toProductParams, validateListingSearch } from '../features/store';

export const Route = createFileRoute('/Store')({
  staticData: { title: msg`Store` },
  validateSearch: validateListingSearch,
  search: { middlewares: [stripSearchParams({ sort: undefined, karat: undefined, page: undefined })] },
  loaderDeps: ({ search }) => search,
  // Start loading the products with the page's code; the page shows skeletons until they arrive.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(productsQuery(toProductParams(deps))),
  component: Store,
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
