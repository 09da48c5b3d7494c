import { z } from 'zod';
import { messages } from '../../shared/messages';
import { bearer, post, registerAndLogin } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { currentUser, requireSameUser } from './auth';
import { apiMessages } from '../../shared/api-messages';

let t: TestApp;
const admin = { adminEmail: 'admin@example.com', adminPassword: 'admin-pass-1' };

/** Routes as later modules will write them, to exercise the guards. */
beforeAll(async () => {
  t = await createTestApp({ seed: false, admin });
  t.app.post('/api/test/whoami', { onRequest: t.app.requireUser }, async (request) => currentUser(request));
  t.app.post('/api/test/adminOnly', { onRequest: t.app.requireRole('Admin') }, async () => ({ ok: true }));
  t.app.post(
    '/api/test/ownData',
    {
      onRequest: t.app.requireUser,
      preHandler: requireSameUser,
      schema: {
        body: z.object({ user_Id: z.string() }).strict(),
        querystring: z.object({ UserId: z.string().optional() }),
      },
    },
    async () => ({ ok: true }),
  );
});
afterAll(async () => {
  await t.close();
});

describe('auth plugin', () => {
  test('requireUser sets request.user from the token', async () => {
    const { session, headers, input } = await registerAndLogin(t.app);
    const response = await post(t.app, '/api/test/whoami', undefined, { headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: Number(session.UserId),
      userId: session.UserId,
      email: input.email,
      userType: 'User',
      firstName: 'Asha',
    });
  });

  test('requireRole answers 401 without a token and 403 for another role', async () => {
    const user = await registerAndLogin(t.app);
    expect((await post(t.app, '/api/test/adminOnly')).statusCode).toBe(401);
    const refused = await post(t.app, '/api/test/adminOnly', undefined, { headers: user.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Message: messages.adminOnly });
    const adminLogin = (
      await post(t.app, '/api/login', { username: admin.adminEmail, password: admin.adminPassword })
    ).json<{ Token: string }>();
    expect(
      (await post(t.app, '/api/test/adminOnly', undefined, { headers: bearer(adminLogin.Token) })).statusCode,
    ).toBe(200);
  });

  test("requireSameUser: a user id in the body or query must be the caller's", async () => {
    const { session, headers } = await registerAndLogin(t.app);
    const other = String(Number(session.UserId) + 1000);
    expect((await post(t.app, '/api/test/ownData', { user_Id: session.UserId }, { headers })).statusCode).toBe(200);
    const foreignBody = await post(t.app, '/api/test/ownData', { user_Id: other }, { headers });
    expect(foreignBody.statusCode).toBe(403);
    expect(foreignBody.json()).toEqual({ Message: apiMessages.otherUsersData });
    expect(
      (await post(t.app, `/api/test/ownData?UserId=${other}`, { user_Id: session.UserId }, { headers })).statusCode,
    ).toBe(403);
  });
});
