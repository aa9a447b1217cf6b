import { z } from 'zod';
import { TEXT } from './messages';

/** Coordinates arrive as numbers or numeric strings (accounts spec §5). */
export const ZLatitude = z.coerce
  .number({ error: TEXT.location.invalidCoordinates })
  .min(-90, TEXT.location.invalidCoordinates)
  .max(90, TEXT.location.invalidCoordinates);
export const ZLongitude = z.coerce
  .number({ error: TEXT.location.invalidCoordinates })
  .min(-180, TEXT.location.invalidCoordinates)
  .max(180, TEXT.location.invalidCoordinates);
