import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../sdk';
import { apiClient } from '../../shared/api';

type KeyValue = components['schemas']['KeyValue'];

/** The site-wide general settings as a map; a key the backend does not send is undefined. */
interface GeneralSettings {
  google_play_download_link?: string;
  apple_store_download_link?: string;
  email?: string;
  phone?: string;
  company?: string;
  po?: string;
  tax_number?: string;
  facebook?: string;
  instagram?: string;
  twitter?: string;
  location?: string;
}

export interface SiteSettings {
  general: GeneralSettings;
  socials: Record<string, string | undefined>;
}

// Cached in sessionStorage: read first, fetched only when absent.
const SETTINGS_KEY = 'general_settings';
const SOCIALS_KEY = 'socials';

function toMap(pairs: KeyValue[]): Record<string, string | undefined> {
  return Object.fromEntries(pairs.map(({ key, value }) => [key, value ?? undefined]));
}

// On the server there is no session: the settings come with the page, and the browser keeps them.
const hasSession = () => typeof sessionStorage !== 'undefined';

function readCache(): SiteSettings | undefined {
  if (!hasSession()) return undefined;
  try {
    const general = sessionStorage.getItem(SETTINGS_KEY);
    const socials = sessionStorage.getItem(SOCIALS_KEY);
    return general ? { general: JSON.parse(general), socials: socials ? JSON.parse(socials) : {} } : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(settings: SiteSettings): void {
  if (!hasSession()) return;
  sessionStorage.setItem(SETTINGS_KEY, JSON.stringify(settings.general));
  sessionStorage.setItem(SOCIALS_KEY, JSON.stringify(settings.socials));
}

/** Site-wide settings: from sessionStorage when present, otherwise fetched once and cached there. */
export const generalSettingsQuery = () =>
  queryOptions({
    queryKey: ['general-settings'],
    queryFn: async (): Promise<SiteSettings> => {
      const cached = readCache();
      if (cached) return cached;
      const { data } = await apiClient.GET('/general-settings');
      const settings = { general: toMap(data!.data.general_settings), socials: toMap(data!.data.socials) };
      writeCache(settings);
      return settings;
    },
    initialData: readCache,
    staleTime: Infinity,
  });

export function useGeneralSettings(): SiteSettings | undefined {
  return useQuery(generalSettingsQuery()).data;
}
