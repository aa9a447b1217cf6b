import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  PUBLIC_ORIGIN: optionalText.pipe(z.url().optional()),
  /** More origins allowed to call the API (comma separated), e.g. the Vite dev server. */
  ALLOWED_ORIGINS: optionalText,
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  /** Bucket in the path (MinIO's way) rather than in the host name. */
  S3_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  /** The S3 address browsers use for presigned uploads, when it differs from S3_ENDPOINT. */
  S3_PUBLIC_ENDPOINT: optionalText,
  OSRM_URL: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; served when present. */
  WEB_DIST_DIR: optionalText,
});

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
  pathStyle: boolean;
  publicEndpoint: string | undefined;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  publicOrigin: string;
  allowedOrigins: string[];
  /** Cookies get `Secure` when browsers reach the app over https. */
  secureCookies: boolean;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  s3: S3Config | undefined;
  osrmUrl: string | undefined;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  webDistDir: string | undefined;
}

/** The one place that reads the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = ZEnv.parse(env);
  const publicOrigin = (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const extra = (e.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const s3 =
    e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY && e.S3_SECRET_KEY
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          accessKey: e.S3_ACCESS_KEY,
          secretKey: e.S3_SECRET_KEY,
          region: e.S3_REGION,
          pathStyle: e.S3_PATH_STYLE === 'true',
          publicEndpoint: e.S3_PUBLIC_ENDPOINT,
        }
      : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    publicOrigin,
    allowedOrigins: [publicOrigin, ...extra],
    secureCookies: publicOrigin.startsWith('https://'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    s3,
    osrmUrl: e.OSRM_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
  };
}
