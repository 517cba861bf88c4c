import { msg } from '@lingui/core/macro';
import { loadPageData } from '../../shared/loadPageData';
import { createFileRoute } from '@tanstack/react-router';
import { ComparePage } from '../../features/compare';
import { compareQuery } from '../../features/products';

export const Route = createFileRoute('/_authenticated/Compare')({
  staticData: { title: msg`Compare` },
  // Start loading the list with the page's code; the page shows a skeleton until it arrives.
  loader: ({ context }) => loadPageData(context.queryClient, { own: [compareQuery()] }),
  component: ComparePage,
});
