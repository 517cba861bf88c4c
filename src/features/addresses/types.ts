import type { components } from '../../../sdk';

/** A saved shipping address (GET /addresses). */
export type Address = components['schemas']['Address'];
/** What POST /addresses and PUT /addresses/{addressId} take. */
export type AddressInput = components['schemas']['AddressInput'];
/** The point picked on the map. */
export type MapLocation = components['schemas']['MapLocation'];
