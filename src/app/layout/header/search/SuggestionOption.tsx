import { Combobox, Group, Stack, Text } from '@mantine/core';
import { firstImageOf, type Product } from '../../../../features/catalogue';
import classes from '../SearchBox.module.css';

const PLACEHOLDER = '/images/placeholder-product.webp';

/** One suggestion: the product's image, title and subtitle; its value is the product id. */
export function SuggestionOption({ product }: { product: Product }) {
  const image = firstImageOf(product);
  return (
    <Combobox.Option value={String(product.id)} className={classes.option}>
      <Group gap="sm" wrap="nowrap">
        <img className={classes.thumb} src={image?.url ?? PLACEHOLDER} alt="" width={48} height={48} loading="lazy" decoding="async" />
        <Stack gap={0} miw={0}>
          <Text fz="sm" fw={600} truncate>
            {product.title}
          </Text>
          <Text fz="xs" c="gray.7" truncate>
            {product.subtitle}
          </Text>
        </Stack>
      </Group>
    </Combobox.Option>
  );
}
