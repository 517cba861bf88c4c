import { useLingui } from '@lingui/react/macro';
import { Container, SimpleGrid, Text } from '@mantine/core';
import { ProductCardSkeleton, ProductCarousel } from '../products';
import { emptyStates } from '../../shared/messages';
import { BelowTheFold } from '../../shared/speed/belowTheFold';
import { useHomeSections, type HomeSection } from './queries';
import { SectionHeading } from './SectionHeading';

function EmptyProducts() {
  const { i18n } = useLingui();
  return (
    <Text ta="center" c="gray.7" py="lg">
      {i18n._(emptyStates.products)}
    </Text>
  );
}

function ProductSection({ section }: { section: HomeSection }) {
  const headingId = `home-section-${section.id}`;
  return (
    <Container size="xl" py="xl" component="section">
      <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} />
      {section.products.length === 0 ? <EmptyProducts /> : <ProductCarousel products={section.products} label={section.title} />}
    </Container>
  );
}

/** The product sections of /home_sections (newest, best sellers…), each a carousel at 6 s. */
export function HomeProductSections() {
  const sections = useHomeSections();

  if (sections.isPending) {
    return (
      <Container size="xl" py="xl" aria-hidden>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }}>
          {Array.from({ length: 4 }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      </Container>
    );
  }
  const list = sections.data ?? [];
  if (list.length === 0) {
    return (
      <Container size="xl" py="xl">
        <EmptyProducts />
      </Container>
    );
  }
  return list.map((section) => (
    <BelowTheFold key={section.id}>
      <ProductSection section={section} />
    </BelowTheFold>
  ));
}
