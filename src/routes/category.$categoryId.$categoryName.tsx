import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CategoryTree } from '../app/layout/header/CategoryTree';
import { categoriesQuery, productsQuery } from '../features/catalogue';
import { loadPageData } from '../shared/loadPageData';
import { CategoryPage, toProductParams, validateListingSearch } from '../features/store';

/** A category id in the address is a positive whole number; anything else is not a page of this store. */
const toCategoryId = (value: string) => (/^[1-9]\d*$/.test(value) ? Number(value) : undefined);

export const Route = createFileRoute('/category/$categoryId/$categoryName')({
  staticData: { title: msg`Category` },
  validateSearch: validateListingSearch,
  beforeLoad: ({ params }) => {
    if (!toCategoryId(params.categoryId)) throw notFound();
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) =>
    loadPageData(context.queryClient, productsQuery(toProductParams(deps, { category_id: toCategoryId(params.categoryId) })), categoriesQuery()),
  component: Category,
});

function Category() {
  const { categoryId, categoryName } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <CategoryPage
      categoryId={Number(categoryId)}
      nameInUrl={categoryName}
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search, resetScroll: false })}
      categories={<CategoryTree />}
    />
  );
}
