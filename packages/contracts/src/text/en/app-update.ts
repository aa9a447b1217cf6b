/** ours: the prompt that offers a new release of the app once its service worker is ready. */
export const appUpdate = {
  ready: 'A new version of Nahbar is ready',
  reload: 'Reload',
};
