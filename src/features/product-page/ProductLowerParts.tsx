import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { Hydrate } from '@tanstack/react-start';
import { BelowTheFold } from '../../shared/speed/belowTheFold';
import { useSplitBelowTheFold } from '../../shared/speed/splitBelowTheFold';
import { useId } from 'react';
import belowFold from '../../shared/speed/belowFold.module.css';
import type { ProductDetails } from '../catalogue';
import { CommentsSection } from './comments/CommentsSection';
import { RelatedProducts } from './RelatedProducts';
import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../shared/sanitizeHtml';

/** The product's description: the API's HTML (paragraphs, lists), sanitised before it is shown. */
function ProductDescription({ html }: { html: string }) {
  // Below the section's h2 "Description": the text's own headings start at h3.
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <Typography dangerouslySetInnerHTML={{ __html: safe }} />;
}

type LowerProps = { productId: number; product: ProductDetails };

function ProductLowerSections({ productId, product }: LowerProps) {
  const descriptionId = useId();
  return (
    <div className={belowFold.eachSection}>
      <BelowTheFold>
        <Stack component="section" aria-labelledby={descriptionId} gap="sm" mt={48}>
          <Title order={2} id={descriptionId} fz="h3">
            <Trans>Description</Trans>
          </Title>
          <ProductDescription html={product.description} />
        </Stack>
      </BelowTheFold>
      <BelowTheFold>
        <RelatedProducts productId={productId} />
      </BelowTheFold>
      <BelowTheFold>
        <Stack mt={48}>
          <CommentsSection productId={productId} rating={product.rating} reviewsCount={product.reviews_count} />
        </Stack>
      </BelowTheFold>
    </div>
  );
}

// The product page below its first screen: the description, related pieces and comments, each
// hydrated as the shopper nears it. Their code (the description's sanitiser, the comment form) is
// a chunk of its own, loaded as the first of them nears.
export function ProductLowerParts({ productId, product }: LowerProps) {
  const lower = useSplitBelowTheFold();
  return (
    <div {...lower.box}>
      <Hydrate when={lower.when}>
        <ProductLowerSections productId={productId} product={product} />
      </Hydrate>
    </div>
  );
}
