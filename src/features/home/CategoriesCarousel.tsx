import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Container, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { categoryLinkParams, useCategories, type Category } from '../catalogue';
import { emptyStates } from '../../shared/messages';
import { SlideCarousel } from '../../shared/ui/carousel';
import classes from './home.module.css';
import { CATEGORIES_DELAY } from './homeTimings';
import { SectionHeading } from './SectionHeading';

const PLACEHOLDER = { url: '/images/placeholder-category.webp', width: 400, height: 400 };

/** Every category of the tree, parents before their children, for one flat row of slides. */
function flatten(categories: Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flatten(category.categories ?? [])]);
}

/** The categories carousel: skeletons while loading, 1 to 4 slides by width, 4 s, each to its route. */
export function CategoriesCarousel() {
  const { t, i18n } = useLingui();
  const categories = useCategories();
  const all = flatten(categories.data ?? []);
  const title = t`Shop by category`;

  return (
    <Container size="xl" py="xl" component="section">
      <SectionHeading id="home-categories" title={title} subtitle={t`Bars, coins and jewellery in 18, 21 and 24 karat`} />
      {categories.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4 }} aria-hidden>
          {Array.from({ length: 4 }, (_, index) => (
            <Stack key={index} align="center" gap="sm" className={classes.categorySkeleton}>
              <Skeleton circle height={140} />
              <Skeleton height={16} width="50%" />
            </Stack>
          ))}
        </SimpleGrid>
      ) : all.length === 0 ? (
        <Text ta="center" c="gray.7" py="lg">
          {i18n._(emptyStates.categories)}
        </Text>
      ) : (
        <SlideCarousel label={title} delay={CATEGORIES_DELAY} slideSize={{ base: '100%', xs: '50%', sm: '33.333%', md: '25%' }} slideGap="md">
          {all.map((category) => {
            const image = category.image ?? PLACEHOLDER;
            return (
              <Link
                key={category.id}
                to="/category/$categoryId/$categoryName"
                params={categoryLinkParams(category)}
                className={`${classes.category} mantine-focus-auto`}
              >
                <img
                  className={classes.categoryImage}
                  src={image.url}
                  width={image.width ?? 400}
                  height={image.height ?? 400}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
                <span className={classes.categoryName}>{category.title}</span>
              </Link>
            );
          })}
        </SlideCarousel>
      )}
    </Container>
  );
}
