import { msg } from '@lingui/core/macro';

// The address form's own messages, beside the shared ones of src/shared/messages.

export const addressMessages = {
  postalCodeInvalid: msg`Enter a postal code of 3 to 10 letters or digits`,
  locationDenied: msg`Location access was refused. Allow it in your browser's settings, or place the pin on the map.`,
  locationUnavailable: msg`Your location could not be found. Place the pin on the map instead.`,
  locationUnsupported: msg`This browser cannot share your location. Place the pin on the map instead.`,
};
