import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CategoryTree } from '../app/layout/header/CategoryTree';
import { categoriesQuery, productsQuery } from '../features/catalogue';
import { loadPageData } from '../shared/loadPageData';
import { StorePage, toProductParams, validateListingSearch } from '../features/store';

export const Route = createFileRoute('/Store')({
  staticData: { title: msg`Store` },
  validateSearch: validateListingSearch,
  search: { middlewares: [stripSearchParams({ sort: undefined, karat: undefined, page: undefined })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadPageData(context.queryClient, { own: [productsQuery(toProductParams(deps))], sections: [categoriesQuery()] }),
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
