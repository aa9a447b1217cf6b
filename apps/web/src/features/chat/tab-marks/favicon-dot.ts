/** The icon is drawn at this size (px): the favicon's own grid. */
const SIZE = 64;

interface IconSource {
  href: string;
  type: string;
}

let plain: IconSource | null = null;
let dotted: Promise<string> | null = null;
let wanted = false;

/** The app icon with a dot at its top right, drawn on a canvas: the favicon stays the one source. */
function drawDotted(href: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = SIZE;
      canvas.height = SIZE;
      const context = canvas.getContext('2d');
      if (!context) return reject(new Error('no 2d canvas'));
      context.drawImage(image, 0, 0, SIZE, SIZE);
      // A white ring keeps the red dot apart from the orange mark at 16 px.
      for (const [radius, color] of [
        [15, '#fff'],
        [11, '#e03131'],
      ] as const) {
        context.beginPath();
        context.arc(SIZE - 15, 15, radius, 0, 2 * Math.PI);
        context.fillStyle = color;
        context.fill();
      }
      resolve(canvas.toDataURL('image/png'));
    };
    image.onerror = () => reject(new Error(`icon ${href} did not load`));
    image.src = href;
  });
}

function show(link: HTMLLinkElement, icon: IconSource): void {
  if (link.getAttribute('href') === icon.href) return;
  link.type = icon.type;
  link.setAttribute('href', icon.href);
}

/** Puts a dot on the tab's icon while something is unread, and takes it off again. */
export function showFaviconDot(on: boolean): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) return;
  plain ??= { href: link.getAttribute('href') ?? '', type: link.type };
  wanted = on;
  if (!on) {
    show(link, plain);
    return;
  }
  dotted ??= drawDotted(plain.href).catch((error: unknown) => {
    dotted = null;
    throw error;
  });
  dotted.then(
    (href) => {
      if (wanted) show(link, { href, type: 'image/png' });
    },
    // Without its dot the tab still has its title.
    () => undefined,
  );
}
