/** Geolocation and city checks (accounts spec §8). */
export const location = {
  found: 'Location found',
  notFound: 'Location not found',
  notFoundDetail:
    'Could not find coordinates for the specified location. Registration will continue without precise coordinates.',
  lookupFailed: 'Location lookup failed',
  geoUnsupported: 'Geolocation is not supported by this browser.',
  geoDenied: 'Location access denied. Please enable location permissions in your browser settings.',
  geoUnavailable: 'Location information unavailable. Please check your internet connection.',
  geoTimeout: 'Location request timed out. Please try again.',
  geoUnknown: 'An unknown error occurred while retrieving your location.',
  cityNotFound: 'City not found',
  // ours: what an unknown city means for the member
  distancesHidden: 'Until you choose a city we know, no distances to other members are shown.',
  unableToValidate: 'Unable to validate city',
  unableToValidateOffline: 'Unable to validate city. Please check your internet connection.',
  invalidCoordinates: 'Invalid coordinates', // ours
};
