/** Environment variables, validated once at start (ARCHITECTURE.md, Configuration). */
import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(__dirname, '..', '..');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional(),
  ),
  STATIC_DIR: z.string().min(1).default(path.join(repoRoot, 'dist')),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute; holds store.db and files/. */
  dataDir: string;
  /** Unset means the embedded SQLite database. */
  databaseUrl?: string;
  /** Absolute; the webpack output (index.html and static/). */
  staticDir: string;
  adminEmail?: string;
  adminPassword?: string;
  paymentProvider: 'sandbox' | 'razorpay';
  logLevel: string;
  /** Tests use ':memory:'; otherwise DATA_DIR/store.db. Not an environment variable. */
  sqliteFile?: string;
}

/** Throws one readable error naming every bad variable, so a misconfigured start fails at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: path.resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    staticDir: path.resolve(vars.STATIC_DIR),
    adminEmail: vars.ADMIN_EMAIL,
    adminPassword: vars.ADMIN_PASSWORD,
    paymentProvider: vars.PAYMENT_PROVIDER,
    logLevel: vars.LOG_LEVEL,
  };
}
