/** Environment variables, validated once at start (the variables: README, Configuration). */
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { PRODUCT_NAME } from '../shared/constants';
import { DEFAULT_UPLOAD_LIMITS_MB } from '../shared/contract/admin.contract';
import { PRODUCTION_PASSWORD_HASHING, type ScryptParams } from './modules/accounts/passwords';
import { parseStorageUrl, type StorageConfig } from './storage/storage-config';

const repoRoot = path.resolve(__dirname, '..', '..');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

/** A size limit in MB (fractions allowed); a cap keeps a typo from allowing a 1 TB upload. */
function uploadMegabytes(defaultMb: number) {
  return z.coerce.number().positive().max(10_000).default(defaultMb);
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  STATIC_DIR: z.string().min(1).default(path.join(repoRoot, 'dist')),
  SERVER_RENDER_FILE: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'dist-server', 'render-page.js')),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  // No default here: the default depends on NODE_ENV (paymentsConfig).
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).optional(),
  NODE_ENV: optionalText,
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOAD_MAX_BOOK_MB: uploadMegabytes(DEFAULT_UPLOAD_LIMITS_MB.BookContent),
  UPLOAD_MAX_PREVIEW_MB: uploadMegabytes(DEFAULT_UPLOAD_LIMITS_MB.BookPreview),
  UPLOAD_MAX_COVER_MB: uploadMegabytes(DEFAULT_UPLOAD_LIMITS_MB.BookImage),
  ORDER_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(3600).default(15),
  /** off: the sandbox keeps its webhooks in its outbox and never sends them (as if every one were lost). */
  SANDBOX_WEBHOOKS: z.enum(['on', 'off']).default('on'),
  /** smtp://user:pass@host:587 or smtps://...; unset: mails are written as .eml files under DATA_DIR/mail. */
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  /**
   * The reverse proxies whose X-Forwarded-For is believed: unset or 'off' = none (the client is
   * the connection's address); a number = that many hops; otherwise addresses, CIDR ranges or
   * proxy-addr's names ('loopback', 'uniquelocal'), comma-separated.
   */
  TRUST_PROXY: optionalText,
  /** Where covers and books are kept: unset = DATA_DIR/files; file://DIR; s3://BUCKET?endpoint=... (storage/storage-config.ts). */
  STORAGE_URL: optionalText,
  /** The store's address as shoppers reach it: the base of every link in a mail. */
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  /** PostgreSQL: off skips reading the search postings into memory at start (modules/search/search.prewarm.ts). */
  SEARCH_PREWARM: z.enum(['on', 'off']).default('on'),
  /** off: listen at once, without asking for a first visit's answers first (ops/warm-up.ts). */
  WARM_UP: z.enum(['on', 'off']).default('on'),
  /** Who may read GET /metrics: addresses, CIDR ranges or proxy-addr's names, comma-separated (ops/metrics.ts). */
  METRICS_ALLOW: z.string().trim().min(1).default('loopback'),
  /** A bearer token that opens /metrics from anywhere; at least 16 characters. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** On SIGTERM, how long requests in flight may take to finish before they are cut (ops/shutdown.ts). */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(25),
});

/**
 * The sandbox's keys. They only open the local emulator, so they may be public; live keys come from
 * the environment and are required there (a live store must never run on these).
 */
export const SANDBOX_PAYMENT_KEYS = {
  keyId: 'rzp_test_sandbox00000',
  keySecret: 'sandbox_key_secret_not_for_production',
  webhookSecret: 'sandbox_webhook_secret_not_for_production',
} as const;

export const RAZORPAY_API_BASE_URL = 'https://api.razorpay.com';

export interface PaymentsConfig {
  provider: 'sandbox' | 'razorpay';
  /** Public: Checkout's `key`. */
  keyId: string;
  /** Secret: Basic auth of the REST API and the payment signature's HMAC key. */
  keySecret: string;
  /** Secret: the HMAC key of X-Razorpay-Signature on webhooks (set in the Razorpay dashboard). */
  webhookSecret: string;
  /**
   * Where the REST adapter sends requests. Unset in sandbox mode means "in process" (see
   * payments/payment-transport.ts); with razorpay it defaults to https://api.razorpay.com.
   */
  apiBaseUrl?: string;
  /** Sandbox only: false keeps every webhook in the outbox, unsent (drills of lost webhooks). */
  sandboxWebhooks: boolean;
}

/** How long orders stay payable and how often unsettled payments are looked up at the provider. */
export interface OrdersConfig {
  ttlMinutes: number;
  reconcileIntervalMs: number;
}

/** Largest accepted file of each kind of the book upload, in bytes (answered 413 beyond). */
export interface UploadLimits {
  bookBytes: number;
  previewBytes: number;
  coverBytes: number;
}

/** How the store sends e-mail (mail/mail-transport.ts). */
export interface MailConfig {
  /** Unset: each mail is written as an .eml file under DATA_DIR/mail and its links logged. */
  smtpUrl?: string;
  /** The From header: 'Pustaka <no-reply@…>'. */
  from: string;
  /**
   * Without SMTP, whether a mail's links (single-use tokens) are logged for the developer to
   * follow: outside production only; in production they stay in the .eml file, out of the logs.
   */
  logLinks?: boolean;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute; holds store.db and files/. */
  dataDir: string;
  /** Unset means the embedded SQLite database. */
  databaseUrl?: string;
  /** Where covers, previews and books are kept (STORAGE_URL). */
  storage: StorageConfig;
  /** Absolute; the webpack output (index.html and static/). */
  staticDir: string;
  /**
   * Absolute; the build's page renderer (dist-server/render-page.js, SERVER_RENDER_FILE). Missing:
   * every page is rendered in the browser.
   */
  serverRenderFile: string;
  adminEmail?: string;
  adminPassword?: string;
  paymentProvider: 'sandbox' | 'razorpay';
  payments: PaymentsConfig;
  orders: OrdersConfig;
  logLevel: string;
  uploadLimits: UploadLimits;
  mail: MailConfig;
  /**
   * How long a request's JSON body may take to arrive (plugins/http-hygiene.ts). Not an
   * environment variable: 30 s everywhere; only tests shorten it.
   */
  bodyDeadlineMs: number;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For decides request.ip (TRUST_PROXY). */
  trustProxy: boolean | number | string;
  /** The store's address as shoppers reach it, without a trailing slash (PUBLIC_URL; default http://localhost:PORT). */
  publicUrl: string;
  /** Tests use ':memory:'; otherwise DATA_DIR/store.db. Not an environment variable. */
  sqliteFile?: string;
  /**
   * The scrypt cost of new password hashes. Not an environment variable, so no deployment can
   * weaken it: loadConfig always answers the production cost, and only the test app lowers it.
   */
  passwordHashing: ScryptParams;
  /** PostgreSQL: read the search postings into memory before taking requests (SEARCH_PREWARM; main.ts). */
  searchPrewarm: boolean;
  /** Compute a first visit's answers before listening (WARM_UP; ops/warm-up.ts). */
  warmUp: boolean;
  /** Health, metrics and shutdown (src/server/ops/). */
  ops: OpsConfig;
}

/** What operations need: who may read /metrics (METRICS_ALLOW, METRICS_TOKEN) and the shutdown's grace. */
export interface OpsConfig {
  /** proxy-addr's trust list: the addresses (after TRUST_PROXY) that may read /metrics. */
  metricsAllow: string[];
  metricsToken?: string;
  /** SHUTDOWN_GRACE_SECONDS in ms. */
  shutdownGraceMs: number;
}

type Env = z.infer<typeof envSchema>;

/** A JSON body arrives within this, or the request is answered 408 and its connection closed. */
const BODY_DEADLINE_MS = 30_000;

/** The quick start's sender; a real store sets MAIL_FROM to an address its SMTP server may send as. */
export const DEFAULT_MAIL_FROM = `${PRODUCT_NAME} <no-reply@pustaka.example>`;

const megabytesToBytes = (megabytes: number) => Math.floor(megabytes * 1024 * 1024);

const liveKeyIdPattern = /^rzp_(live|test)_[A-Za-z0-9]+$/;

/** Live Razorpay needs all three keys from the environment; the sandbox falls back to its own. */
function paymentsConfig(vars: Env): { config?: PaymentsConfig; problems: string[] } {
  // A production deploy that forgot the setting must not quietly take test payments that grant
  // books for nothing; the quick start (no NODE_ENV) keeps the sandbox.
  if (vars.PAYMENT_PROVIDER === undefined && vars.NODE_ENV === 'production') {
    return {
      problems: [
        'PAYMENT_PROVIDER: required when NODE_ENV is production (razorpay with its three keys, or sandbox for test payments in which no money moves)',
      ],
    };
  }
  if ((vars.PAYMENT_PROVIDER ?? 'sandbox') === 'sandbox') {
    return {
      problems: [],
      config: {
        provider: 'sandbox',
        keyId: vars.RAZORPAY_KEY_ID ?? SANDBOX_PAYMENT_KEYS.keyId,
        keySecret: vars.RAZORPAY_KEY_SECRET ?? SANDBOX_PAYMENT_KEYS.keySecret,
        webhookSecret: vars.RAZORPAY_WEBHOOK_SECRET ?? SANDBOX_PAYMENT_KEYS.webhookSecret,
        apiBaseUrl: vars.RAZORPAY_API_BASE_URL,
        sandboxWebhooks: vars.SANDBOX_WEBHOOKS === 'on',
      },
    };
  }
  const problems: string[] = [];
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = vars;
  if (!keyId) problems.push('RAZORPAY_KEY_ID: required when PAYMENT_PROVIDER is razorpay');
  else if (!liveKeyIdPattern.test(keyId)) problems.push('RAZORPAY_KEY_ID: must look like rzp_live_… or rzp_test_…');
  if (!keySecret) problems.push('RAZORPAY_KEY_SECRET: required when PAYMENT_PROVIDER is razorpay');
  if (!webhookSecret) problems.push('RAZORPAY_WEBHOOK_SECRET: required when PAYMENT_PROVIDER is razorpay');
  if (!keyId || !keySecret || !webhookSecret || problems.length > 0) return { problems };
  return {
    problems,
    config: {
      provider: 'razorpay',
      keyId,
      keySecret,
      webhookSecret,
      apiBaseUrl: vars.RAZORPAY_API_BASE_URL ?? RAZORPAY_API_BASE_URL,
      sandboxWebhooks: false,
    },
  };
}

/** TRUST_PROXY as Fastify takes it: off (the default), a hop count, or a list of proxies. */
function trustProxySetting(value: string | undefined): boolean | number | string {
  if (value === undefined || /^(off|false|no|0)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}

/** Why a list of addresses, CIDR ranges and proxy-addr names is not one, or undefined when it is. */
function addressListProblem(value: string): string | undefined {
  try {
    proxyAddr.compile(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    );
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Throws one readable error naming every bad variable, so a misconfigured start fails at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const payments = paymentsConfig(vars);
  if (!payments.config) throw new Error(`Invalid environment: ${payments.problems.join('; ')}`);
  const dataDir = path.resolve(vars.DATA_DIR);
  const storage = parseStorageUrl(vars.STORAGE_URL, dataDir, env);
  if ('problem' in storage) throw new Error(`Invalid environment: ${storage.problem}`);
  const metricsAllowProblem = addressListProblem(vars.METRICS_ALLOW);
  if (metricsAllowProblem) throw new Error(`Invalid environment: METRICS_ALLOW: ${metricsAllowProblem}`);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    storage,
    staticDir: path.resolve(vars.STATIC_DIR),
    serverRenderFile: path.resolve(vars.SERVER_RENDER_FILE),
    adminEmail: vars.ADMIN_EMAIL,
    adminPassword: vars.ADMIN_PASSWORD,
    paymentProvider: payments.config.provider,
    payments: payments.config,
    orders: {
      ttlMinutes: vars.ORDER_TTL_MINUTES,
      reconcileIntervalMs: Math.round(vars.RECONCILE_INTERVAL_SECONDS * 1000),
    },
    logLevel: vars.LOG_LEVEL,
    uploadLimits: {
      bookBytes: megabytesToBytes(vars.UPLOAD_MAX_BOOK_MB),
      previewBytes: megabytesToBytes(vars.UPLOAD_MAX_PREVIEW_MB),
      coverBytes: megabytesToBytes(vars.UPLOAD_MAX_COVER_MB),
    },
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      logLinks: vars.NODE_ENV !== 'production',
    },
    trustProxy: trustProxySetting(vars.TRUST_PROXY),
    bodyDeadlineMs: BODY_DEADLINE_MS,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    passwordHashing: PRODUCTION_PASSWORD_HASHING,
    searchPrewarm: vars.SEARCH_PREWARM === 'on',
    warmUp: vars.WARM_UP === 'on',
    ops: {
      metricsAllow: vars.METRICS_ALLOW.split(',')
        .map((part) => part.trim())
        .filter(Boolean),
      metricsToken: vars.METRICS_TOKEN,
      shutdownGraceMs: Math.round(vars.SHUTDOWN_GRACE_SECONDS * 1000),
    },
  };
}
