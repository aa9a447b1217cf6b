import type { Messages } from '../types';

export const appUpdate: Messages['appUpdate'] = {
  ready: 'Eine neue Version von Nahbar ist da',
  reload: 'Neu laden',
};
