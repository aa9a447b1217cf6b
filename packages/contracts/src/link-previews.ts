import { z } from 'zod';

/** Longest URL we fetch a preview for; a longer one gets none. */
export const LINK_PREVIEW_URL_MAX_LENGTH = 2048;
/** Caps on the texts a preview carries, counted in characters after trimming. */
export const LINK_PREVIEW_TITLE_MAX_LENGTH = 200;
export const LINK_PREVIEW_DESCRIPTION_MAX_LENGTH = 400;
export const LINK_PREVIEW_SITE_NAME_MAX_LENGTH = 100;
/**
 * Where the API serves a preview's image, re-encoded and stored by us: readers' browsers never
 * load the linked site's image themselves, which would tell that site who reads the chat.
 */
export const LINK_PREVIEW_IMAGES_PATH_PREFIX = '/link-previews';

export const ZLinkPreview = z
  .object({
    url: z.string().max(LINK_PREVIEW_URL_MAX_LENGTH),
    title: z.string().max(LINK_PREVIEW_TITLE_MAX_LENGTH).nullable(),
    description: z.string().max(LINK_PREVIEW_DESCRIPTION_MAX_LENGTH).nullable(),
    siteName: z.string().max(LINK_PREVIEW_SITE_NAME_MAX_LENGTH).nullable(),
    imageUrl: z
      .string()
      .nullable()
      .meta({ description: "Our own `/link-previews/<id>` URL, never the site's." }),
  })
  .meta({
    id: 'LinkPreview',
    description: 'What a message shows of the first web link in it, as the server read the page.',
  });
export type TLinkPreview = z.infer<typeof ZLinkPreview>;
