import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { formatMoney, formatWeight } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import { ActionForm } from '../../shared/ui/ActionForm';
import { Hint } from '../../shared/speed/Hint';
import { useFieldNotice } from '../../shared/useNotice';
import { AnchorLink } from '../../shared/ui/links';
import { QuantityCounter } from './QuantityCounter';
import { firstImageOf, productLinkParams, ProductImage, weightOf } from '../catalogue';
import classes from './CartLineCard.module.css';
import { useLineQuantity } from './useLineQuantity';
import { asText } from '../../shared/ui/asText';
import { actionOf } from '../../shared/writes';
import { cartQuantity, removeLine, type CartLine } from './cart';

interface CartLineCardProps {
  line: CartLine;
  onRemove: (line: CartLine) => void;
  /** The first lines are on the first screen: their pictures load at once. */
  eager?: boolean;
}

/**
 * One cart line: picture, title (to the product), karat, purity and weight, the shopper's text,
 * unit price, the line's making charge, the quantity (min 1, at most the stock, sent once the shopper pauses), line total, remove.
 */
export function CartLineCard({ line, onRemove, eager = false }: CartLineCardProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const titleId = useId();
  const changeQuantity = useLineQuantity(line);
  const { product } = line;
  const weight = weightOf(product);
  const grams = weight === null ? null : formatWeight(weight);
  const { karat } = product;
  const purity = formatWeight(product.purity);
  const facts = [t`${karat}K`, t`Purity ${purity}`, ...(grams === null ? [] : [t`${grams} g`])].join(' · ');
  const stock = product.quantity;
  const removeLabel = t`Remove ${product.title} from the cart`;
  // The server's reason when the line's quantity was posted and refused (not that many in stock).
  const refused = useFieldNotice(`quantity-${line.id}`);

  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="sm" className={classes.line}>
      <Link to="/products/$productId" params={productLinkParams(product)} tabIndex={-1} aria-hidden className={classes.image}>
        <ProductImage media={firstImageOf(product)} alt="" eager={eager} radius={0} />
      </Link>
      <Stack gap={2} className={classes.info}>
        <AnchorLink id={titleId} to="/products/$productId" params={productLinkParams(product)} fw={700} c="dark" lineClamp={2}>
          {product.title}
        </AnchorLink>
        <Text fz="sm" c="gray.7">
          <bdi>{facts}</bdi>
        </Text>
        {line.custom_text && (
          <Text fz="sm" c="gray.7">
            <Trans>
              Text on the piece: <bdi style={{ fontWeight: 600, color: 'var(--mantine-color-dark-7)' }}>{asText(line.custom_text)}</bdi>
            </Trans>
          </Text>
        )}
        <Text fz="sm" c="gray.7">
          <Trans>
            Unit price: <bdi>{formatMoney(line.unit_price, language)}</bdi>
          </Trans>
        </Text>
      </Stack>
      <div className={classes.controls}>
        {/* Before (or without) the app's JavaScript, minus, plus and a typed number go to the server. */}
        <ActionForm action={actionOf(cartQuantity)} fields={cartQuantity.form?.fields?.({ lineId: line.id, quantity: line.quantity })} onSubmit={() => {}}>
          <Stack gap={4} align="center">
            <QuantityCounter name="quantity" stepsPost value={line.quantity} max={stock} onChange={changeQuantity} />
            {refused ? (
              <Text fz="xs" c="red.8" role="alert">
                {refused}
              </Text>
            ) : stock < 1 ? (
              <Text fz="xs" c="red.8">
                <Trans>Out of stock</Trans>
              </Text>
            ) : (
              line.quantity >= stock && (
                <Text fz="xs" c="gray.7">
                  <Trans>Only {stock} available</Trans>
                </Text>
              )
            )}
          </Stack>
        </ActionForm>
        <div className={classes.lineTotal}>
          <Text fz="xs" c="gray.7">
            <Trans>Line total</Trans>
          </Text>
          <Text component="bdi" fw={700} c="brown.7">
            {formatMoney(line.total_price, language)}
          </Text>
          {/* The line's making charge: part of its total, so beside it (and it follows the quantity). */}
          {line.making_charge !== null && (
            <Text fz="xs" c="gray.7">
              <Trans>
                Making charge (before VAT): <bdi>{formatMoney(line.making_charge, language)}</bdi>
              </Trans>
            </Text>
          )}
        </div>
        <ActionForm action={actionOf(removeLine)} fields={removeLine.form?.fields?.({ line })} onSubmit={() => onRemove(line)}>
          <Hint label={removeLabel} withArrow openDelay={300}>
            <ActionIcon type="submit" variant="subtle" color="red" size="lg" aria-label={removeLabel}>
              <IconTrash size={20} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Hint>
        </ActionForm>
      </div>
    </Paper>
  );
}
