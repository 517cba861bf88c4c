import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { CategoryTree } from '../app/layout/header/CategoryTree';
import { categoriesQuery, categoryLinkParams, productsQuery } from '../features/catalogue';
import { recordIdParam } from '../shared/routeValues';
import { breadcrumbs, jsonLdScripts, pageMeta } from '../app/seo';
import { loadPageData, ownDataFailed } from '../shared/loadPageData';
import { CategoryPage, categoryPath, CategorySkeleton, listingData, toProductParams, validateListingSearch } from '../features/store';

export const Route = createFileRoute('/category/$categoryId/$categoryName')({
  staticData: { title: msg`Category` },
  validateSearch: validateListingSearch,
  // Read once: an id that cannot be a category's (0) is the not-found page.
  params: recordIdParam<'categoryId', 'categoryName'>('categoryId'),
  loaderDeps: ({ search }) => search,
  // The page says only what the API says: an id the tree does not have is the not-found page (404),
  // and the name in the address is the category's own (another name, or the other language's, is
  // a 301 to its own address), never shown as it was typed. The tree is always awaited; the
  // products only on entering (another category, filter, sort or page waits in the grid).
  loader: async ({ context, deps, params, cause }) => {
    const { queryClient } = context;
    const id = params.categoryId;
    if (!id) throw notFound();
    const [tree] = await Promise.all([
      queryClient.ensureQueryData(categoriesQuery()).catch((error: unknown) => ownDataFailed(context, error)),
      loadPageData(context, listingData(cause, productsQuery(toProductParams(deps, { category_id: id })))),
    ]);
    const path = categoryPath(tree.data, id);
    const category = path.at(-1);
    if (!category) throw notFound();
    if (category.title !== params.categoryName) {
      throw redirect({ to: '/category/$categoryId/$categoryName', params: categoryLinkParams(category), search: deps, statusCode: 301 });
    }
    return { path };
  },
  // The category's own name, and where it sits in the store, for search engines.
  head: ({ match, loaderData }) => {
    const { context } = match;
    const path = loaderData?.path;
    if (!path) return {};
    return {
      meta: pageMeta(context, match.pathname, { title: path.at(-1)!.title }),
      scripts: jsonLdScripts(breadcrumbs(context, path)),
    };
  },
  component: Category,
  pendingComponent: CategorySkeleton,
});

function Category() {
  const { categoryId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <CategoryPage
      categoryId={categoryId}
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search, resetScroll: false })}
      categories={<CategoryTree />}
    />
  );
}
