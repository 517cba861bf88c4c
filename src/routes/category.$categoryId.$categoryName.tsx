import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { CategoryTree } from '../app/layout/header/CategoryTree';
import { categoriesQuery, categoryLinkParams, productsQuery, type Category } from '../features/catalogue';
import { recordIdParam } from '../shared/routeValues';
import type { Language } from '../../sdk';
import { breadcrumbs, categoryPathname, jsonLdScripts, languageLinks, pageMeta } from '../app/seo';
import { apiClient } from '../shared/api';
import { loadPageData, ownDataFailed } from '../shared/loadPageData';
import { CategoryPage, categoryPath, CategorySkeleton, listingData, toProductParams, validateListingSearch } from '../features/store';

/**
 * The category's pathname in each language, for its head's language links: its name is its own in
 * each, so the other language's is the other language's tree's. Asked on the server only, where a
 * crawler reads the head (the server keeps the tree a minute per language, src/server/frameCache.ts);
 * without it the head names this language's pathname for both, as for every other page.
 */
async function pathnamesOf(language: Language, category: Category): Promise<Record<Language, string> | undefined> {
  if (!import.meta.env.SSR) return undefined;
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const answer = await apiClient.GET('/categories', { params: { header: { lang: other } } }).catch(() => undefined);
  const there = categoryPath(answer?.data?.data, category.id).at(-1);
  if (!there) return undefined;
  return { [language]: categoryPathname(category), [other]: categoryPathname(there) } as Record<Language, string>;
}

export const Route = createFileRoute('/category/$categoryId/$categoryName')({
  staticData: { title: msg`Category`, ownLanguageLinks: true },
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
    return { path, pathnames: await pathnamesOf(context.language, category) };
  },
  // The category's own name, and where it sits in the store, for search engines.
  head: ({ match, loaderData }) => {
    const { context } = match;
    const path = loaderData?.path;
    if (!path) return {};
    return {
      meta: pageMeta(context, match.pathname, { title: path.at(-1)!.title }),
      links: languageLinks(context, loaderData.pathnames ?? match.pathname),
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
