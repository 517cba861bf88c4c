import { msg } from '@lingui/core/macro';

/** The site's main pages, as the mobile side menu lists them. */
export const MAIN_LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/Store', label: msg`Store` },
  { to: '/About', label: msg`About us` },
  { to: '/Contact', label: msg`Contact us` },
  { to: '/maintenance', label: msg`Maintenance request` },
  { to: '/design-request', label: msg`Design request` },
  { to: '/public-questions', label: msg`Frequently asked questions` },
  { to: '/compliants', label: msg`Complaints` },
] as const;
