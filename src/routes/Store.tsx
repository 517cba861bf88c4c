import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CategoryTree } from '../app/layout/header/CategoryTree';
// Straight from its file, so the loader does not pull the page's code into the first chunk.
import { prefetchListing } from '../features/store/prefetchListing';
import { StorePage, toProductParams, validateListingSearch } from '../features/store';

export const Route = createFileRoute('/Store')({
  staticData: { title: msg`Store` },
  validateSearch: validateListingSearch,
  search: { middlewares: [stripSearchParams({ sort: undefined, karat: undefined, page: undefined })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => prefetchListing(context.queryClient, toProductParams(deps), cause),
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
