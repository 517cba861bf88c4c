export { generalSettingsQuery, useGeneralSettings, type GeneralSettings, type SiteSettings } from './useGeneralSettings';
