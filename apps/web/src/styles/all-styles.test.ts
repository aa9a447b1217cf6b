import { afterEach, describe, expect, it, vi } from 'vitest';

interface FakeLink {
  rel?: string;
  href?: string;
  onload?: () => void;
}

function fakeHead(firstScreen: { after: (node: FakeLink) => void } | null) {
  const created: FakeLink[] = [];
  const insertedBefore: FakeLink[] = [];
  vi.stubGlobal('document', {
    createElement: () => {
      const link: FakeLink = {};
      created.push(link);
      return link;
    },
    head: {
      querySelector: (selector: string) =>
        selector === 'link[data-mantine-first-screen]' ? firstScreen : null,
      insertBefore: (node: FakeLink) => insertedBefore.push(node),
    },
  });
  return { created, insertedBefore };
}

describe("Mantine's full style sheet", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('goes right after the first-screen sheet, once, and is in when it has loaded', async () => {
    const after = vi.fn();
    const { created, insertedBefore } = fakeHead({ after });
    const { loadAllStyles } = await import('./all-styles');
    const loading = loadAllStyles();
    expect(loadAllStyles()).toBe(loading);
    expect(created).toHaveLength(1);
    expect(after).toHaveBeenCalledWith(created[0]);
    expect(insertedBefore).toEqual([]);
    expect(created[0]?.rel).toBe('stylesheet');
    created[0]?.onload?.();
    await expect(loading).resolves.toBeUndefined();
  });

  it('goes before every style where there is no first-screen sheet (the dev server)', async () => {
    const { created, insertedBefore } = fakeHead(null);
    const { loadAllStyles } = await import('./all-styles');
    void loadAllStyles();
    expect(insertedBefore).toEqual([created[0]]);
  });
});
