import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, SANDBOX_PAYMENT_KEYS } from './config';

test('defaults', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    port: 3000,
    host: '0.0.0.0',
    dataDir: path.resolve('./data'),
    databaseUrl: undefined,
    paymentProvider: 'sandbox',
  });
  expect(config.staticDir.endsWith(`${path.sep}dist`)).toBe(true);
});

test('reads and validates the environment', () => {
  expect(loadConfig({ PORT: '3999', DATABASE_URL: 'postgres://u@h/db', DATA_DIR: '/tmp/x' })).toMatchObject({
    port: 3999,
    databaseUrl: 'postgres://u@h/db',
    dataDir: '/tmp/x',
  });
  expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
});

test('upload limits: MB from the environment, bytes in the config', () => {
  expect(loadConfig({}).uploadLimits).toEqual({
    bookBytes: 100 * 1024 * 1024,
    previewBytes: 20 * 1024 * 1024,
    coverBytes: 5 * 1024 * 1024,
  });
  expect(loadConfig({ UPLOAD_MAX_COVER_MB: '0.5' }).uploadLimits.coverBytes).toBe(512 * 1024);
  expect(() => loadConfig({ UPLOAD_MAX_BOOK_MB: '0' })).toThrow(/UPLOAD_MAX_BOOK_MB/);
  expect(() => loadConfig({ UPLOAD_MAX_PREVIEW_MB: 'lots' })).toThrow(/UPLOAD_MAX_PREVIEW_MB/);
});

describe('STORAGE_URL', () => {
  test('unset: DATA_DIR/files; file:// names another directory', () => {
    expect(loadConfig({ DATA_DIR: '/srv/store' }).storage).toEqual({ driver: 'directory', dir: '/srv/store/files' });
    expect(loadConfig({ STORAGE_URL: 'file:///mnt/books' }).storage).toEqual({
      driver: 'directory',
      dir: '/mnt/books',
    });
  });

  test('s3:// names a bucket, an optional prefix and the endpoint of an S3-compatible store', () => {
    const url = 's3://pustaka-books/shop1?endpoint=http%3A%2F%2F127.0.0.1%3A9000&region=ap-south-1&forcePathStyle=true';
    expect(loadConfig({ STORAGE_URL: url }).storage).toEqual({
      driver: 's3',
      s3: {
        bucket: 'pustaka-books',
        prefix: 'shop1/',
        endpoint: 'http://127.0.0.1:9000',
        region: 'ap-south-1',
        forcePathStyle: true,
      },
    });
    // As the README writes it, the endpoint not percent-encoded.
    expect(
      loadConfig({
        STORAGE_URL: 's3://pustaka-books/shop1?endpoint=http://127.0.0.1:9000&region=ap-south-1&forcePathStyle=true',
      }).storage,
    ).toEqual(loadConfig({ STORAGE_URL: url }).storage);
    // AWS itself: no endpoint; the region from AWS_REGION, else us-east-1.
    expect(loadConfig({ STORAGE_URL: 's3://pustaka-books', AWS_REGION: 'eu-west-1' }).storage).toMatchObject({
      s3: { endpoint: undefined, region: 'eu-west-1', prefix: '', forcePathStyle: false },
    });
  });

  test('a malformed value stops the start with a message naming it', () => {
    for (const [value, why] of [
      ['ftp://x', /must be file:\/\/DIRECTORY or s3:\/\/BUCKET/],
      ['s3://A_Bucket', /not a valid bucket name/],
      ['s3://key:secret@pustaka-books', /AWS_ACCESS_KEY_ID/],
      ['s3://pustaka-books?endpoint=ftp://x', /endpoint must be an http/],
      ['s3://pustaka-books?forcePathStyle=yes', /forcePathStyle must be true or false/],
      ['s3://pustaka-books?bucketEndpoint=1', /unknown parameter "bucketEndpoint"/],
    ] as const) {
      expect(() => loadConfig({ STORAGE_URL: value })).toThrow(why);
    }
  });
});

describe('payment keys', () => {
  test('the sandbox runs on its own keys unless told otherwise', () => {
    expect(loadConfig({}).payments).toEqual({
      provider: 'sandbox',
      ...SANDBOX_PAYMENT_KEYS,
      apiBaseUrl: undefined,
      sandboxWebhooks: true,
    });
    expect(loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_mine' }).payments.keyId).toBe('rzp_test_mine');
  });

  test('production must name its payment provider: the sandbox is never a silent default there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER: required when NODE_ENV is production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'development' }).paymentProvider).toBe('sandbox');
    const live = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_abc123',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    });
    expect(live.paymentProvider).toBe('razorpay');
  });

  test('live Razorpay requires every key and defaults to api.razorpay.com', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(
      /RAZORPAY_KEY_ID.*RAZORPAY_KEY_SECRET.*RAZORPAY_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfig({
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'key',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_WEBHOOK_SECRET: 'w',
      }),
    ).toThrow(/rzp_live_/);
    const live = loadConfig({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_abc123',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    });
    expect(live.payments).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_live_abc123',
      keySecret: 's',
      webhookSecret: 'w',
      apiBaseUrl: 'https://api.razorpay.com',
      sandboxWebhooks: false,
    });
  });

  test('the API base URL must be http(s)', () => {
    expect(() => loadConfig({ RAZORPAY_API_BASE_URL: 'ftp://x' })).toThrow(/RAZORPAY_API_BASE_URL/);
    expect(loadConfig({ RAZORPAY_API_BASE_URL: 'http://127.0.0.1:3000/sandbox/razorpay' }).payments.apiBaseUrl).toBe(
      'http://127.0.0.1:3000/sandbox/razorpay',
    );
  });
});

describe('operations: METRICS_ALLOW, METRICS_TOKEN, SHUTDOWN_GRACE_SECONDS', () => {
  test('defaults: /metrics from loopback only, no token, a 25 s grace', () => {
    expect(loadConfig({}).ops).toEqual({
      metricsAllow: ['loopback'],
      metricsToken: undefined,
      shutdownGraceMs: 25_000,
    });
  });

  test('read and validated', () => {
    expect(
      loadConfig({
        METRICS_ALLOW: '10.0.0.0/8, 192.168.1.7,loopback',
        METRICS_TOKEN: 'a-token-of-some-length',
        SHUTDOWN_GRACE_SECONDS: '8.5',
      }).ops,
    ).toEqual({
      metricsAllow: ['10.0.0.0/8', '192.168.1.7', 'loopback'],
      metricsToken: 'a-token-of-some-length',
      shutdownGraceMs: 8500,
    });
    expect(() => loadConfig({ METRICS_ALLOW: 'not-an-address' })).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/99' })).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '-1' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: 'soon' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  test('the README documents every one of them in its configuration table', () => {
    const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
    for (const name of ['METRICS_ALLOW', 'METRICS_TOKEN', 'SHUTDOWN_GRACE_SECONDS'])
      expect(readme).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'));
  });
});
