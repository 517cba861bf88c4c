import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CategoryTree } from '../app/layout/header/CategoryTree';
import { categoriesQuery, productsQuery, type Category } from '../features/catalogue';
import { categoryPath } from '../features/store/categoryPath';
import { breadcrumbs, jsonLdScripts, pageMeta } from '../app/seo';
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
  // The category's own name, and where it sits in the store, for search engines.
  head: ({ match }) => {
    const { context, params } = match;
    const tree = context.queryClient.getQueryData<{ data: Category[] }>(categoriesQuery().queryKey)?.data;
    const path = categoryPath(tree, Number(params.categoryId));
    const category = path.at(-1);
    // Without the tree (its call failed), the name the address carries, as the page shows it.
    if (!category) return { meta: pageMeta(context, match.pathname, { title: params.categoryName }) };
    return {
      meta: pageMeta(context, match.pathname, { title: category.title }),
      scripts: jsonLdScripts(breadcrumbs(context.i18n, path)),
    };
  },
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
