/** City field, location settings and distances (accounts spec §8; "ours" where the spec is silent). */
export const places = {
  locationUpdated: 'Location updated successfully',
  updateFailed: 'Failed to update location',
  // ours
  didYouMean: (city: string) => `Did you mean ${city}?`,
  useMyLocation: 'Use my location',
  locating: 'Locating...',
  cityPlaceholder: 'Start typing your city',
  privacyNote: 'Others see your city and how far away you are, never your exact position.',
  cityLabel: 'City',
  saveLocation: 'Save location',
  updateFailedDetail: 'Please check your connection and try again.',
  // chat spec §9: the distance badge
  veryClose: 'Very close',
  thousandsKm: (figure: string) => `${figure}k km`,
  durationHours: (figure: string) => `${figure} h`,
  durationMinutes: (figure: string) => `${figure} min`,
  drivingDistance: 'Driving distance',
  straightLineDistance: 'Approximate straight-line distance',
};
