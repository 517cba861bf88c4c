import { msg } from '@lingui/core/macro';

/** The page's description for search engines and link previews (its route's head). */
export const GOLD_PRICES_DESCRIPTION = msg`Today's, this week's and this month's gold prices per gram of 24, 21 and 18 karat in Saudi riyals, and the ounce in US dollars, up to the live price.`;
