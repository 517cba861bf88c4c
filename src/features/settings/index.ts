export { generalSettingsQuery, useGeneralSettings, type SiteSettings } from './useGeneralSettings';
