import { overlayOnDemand } from '../../shared/speed/onDemand';

// The layout's dialogs and drawers. Their code (Mantine's Modal and Drawer among it) is not part
// of the first page: each loads when first opened, or at the shopper's first interaction.
export const LanguageDialog = overlayOnDemand(() => import('./LanguageDialog').then((module) => module.LanguageDialog));
export const MobileSideMenu = overlayOnDemand(() => import('./header/MobileSideMenu').then((module) => module.MobileSideMenu));
export const CategoryDrawer = overlayOnDemand(() => import('./header/CategoryDrawer').then((module) => module.CategoryDrawer));
