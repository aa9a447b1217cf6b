import { describe, expect, it } from 'vitest';
import { cacheNameOf, isOutdatedCache, routeOf } from './routes';

const origin = 'https://nahbar.example';
const route = (path: string, { method = 'GET', mode = 'cors', at = origin } = {}) =>
  routeOf({ method, mode, url: new URL(path, at), origin });

describe('routeOf', () => {
  it('treats navigations as pages', () => {
    expect(route('/chat', { mode: 'navigate' })).toBe('page');
    expect(route('/', { mode: 'navigate' })).toBe('page');
  });

  it('serves the hashed build files from the cache', () => {
    expect(route('/assets/index-CVziZJJN.js')).toBe('asset');
    expect(route('/assets/mantine-Bp-CpzYm.css', { mode: 'no-cors' })).toBe('asset');
  });

  it('never touches live data or photos, not even when navigated to', () => {
    for (const path of ['/api/health', '/trpc/auth.me', '/ws', '/photos/abc/full.jpg', '/api']) {
      expect(route(path), path).toBe('network');
      expect(route(path, { mode: 'navigate' }), path).toBe('network');
    }
  });

  it('leaves other methods, other origins and unhashed files to the network', () => {
    expect(route('/assets/index-CVziZJJN.js', { method: 'POST' })).toBe('network');
    expect(route('/assets/x.js', { at: 'https://s3.example' })).toBe('network');
    expect(route('/manifest.webmanifest')).toBe('network');
    expect(route('/sw.js')).toBe('network');
  });

  it('does not mistake paths that only start like a live path', () => {
    expect(route('/apiary', { mode: 'navigate' })).toBe('page');
    expect(route('/photosynthesis', { mode: 'navigate' })).toBe('page');
  });
});

describe('caches', () => {
  it('names one cache per release and drops the others of the app only', () => {
    const current = cacheNameOf('abc');
    expect(isOutdatedCache(cacheNameOf('old'), current)).toBe(true);
    expect(isOutdatedCache(current, current)).toBe(false);
    expect(isOutdatedCache('someone-else', current)).toBe(false);
  });
});
