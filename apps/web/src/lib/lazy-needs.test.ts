import { afterEach, describe, expect, it, vi } from 'vitest';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

async function gateWith(styles: Promise<void>, texts: () => Promise<void>) {
  vi.doMock('../styles/all-styles', () => ({ loadAllStyles: () => styles }));
  vi.doMock('../i18n/catalogues', () => ({ loadLaterTexts: texts }));
  return (await import('./lazy-needs')).withLazyNeeds;
}

describe('the gate of parts loaded on demand', () => {
  afterEach(() => {
    vi.doUnmock('../styles/all-styles');
    vi.doUnmock('../i18n/catalogues');
    vi.resetModules();
  });

  it('gives the module once the full styles and the later texts are in', async () => {
    const styles = deferred();
    const texts = deferred();
    const withLazyNeeds = await gateWith(styles.promise, () => texts.promise);
    let module: string | undefined;
    const gated = withLazyNeeds(Promise.resolve('settings page')).then((loaded) => {
      module = loaded;
    });
    styles.resolve();
    await new Promise((settle) => setTimeout(settle, 0));
    expect(module).toBeUndefined();
    texts.resolve();
    await gated;
    expect(module).toBe('settings page');
  });

  it('fails when the later texts cannot be fetched, and asks for them again next time', async () => {
    const texts = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const withLazyNeeds = await gateWith(Promise.resolve(), texts);
    await expect(withLazyNeeds(Promise.resolve('dialog'))).rejects.toThrow('offline');
    await expect(withLazyNeeds(Promise.resolve('dialog'))).resolves.toBe('dialog');
    expect(texts).toHaveBeenCalledTimes(2);
  });
});
