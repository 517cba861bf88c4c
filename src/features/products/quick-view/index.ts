export { QuickViewButton } from './QuickViewButton';
