import { describe, expect, it } from 'vitest';
import { mantineComponentStyles } from '../../scripts/mantineComponentStyles';

const transform = mantineComponentStyles().transform as (code: string, id: string) => { code: string } | undefined;
const mantine = '/work/app/node_modules/@mantine/core/esm/components/';

describe("Mantine's stylesheets, one per component", () => {
  it("come with the module of the component's class names, in Mantine's layer", () => {
    const result = transform('export { classes };', `${mantine}Rating/Rating.module.mjs`);
    expect(result?.code).toBe("import '@mantine/core/styles/Rating.layer.css';\nexport { classes };");
  });

  it('leave every other module as it is', () => {
    expect(transform('export {};', `${mantine}Rating/Rating.mjs`)).toBeUndefined();
    expect(transform('export {};', '/work/app/src/features/products/card/ProductCard.module.css')).toBeUndefined();
  });
});
