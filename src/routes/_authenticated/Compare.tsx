import { msg } from '@lingui/core/macro';
import { loadPageData } from '../../shared/loadPageData';
import { createFileRoute } from '@tanstack/react-router';
import { ComparePage, CompareSkeleton } from '../../features/compare';
import { compareQuery } from '../../features/products';

export const Route = createFileRoute('/_authenticated/Compare')({
  staticData: { title: msg`Compare` },
  // The list with the page's code; a slow one shows the page's skeleton.
  loader: ({ context }) => loadPageData(context, { own: [compareQuery()] }),
  pendingComponent: CompareSkeleton,
  component: ComparePage,
});
