import { AUTH_COOKIE } from '../../shared/constants';
import { authCookieSecure, hasAuthCookie, removeAuthCookie, setAuthCookie } from './cookies';

describe('.AUTH cookie', () => {
  it('is set with the value Authorized, and removed', () => {
    expect(hasAuthCookie()).toBe(false);
    setAuthCookie();
    expect(document.cookie).toContain(`${AUTH_COOKIE.name}=${AUTH_COOKIE.value}`);
    expect(hasAuthCookie()).toBe(true);
    removeAuthCookie();
    expect(hasAuthCookie()).toBe(false);
  });

  it('is Secure on https and localhost, not on a plain-http LAN address (which would drop it)', () => {
    expect(authCookieSecure({ protocol: 'https:', hostname: 'shop.example' })).toBe(true);
    expect(authCookieSecure({ protocol: 'http:', hostname: 'localhost' })).toBe(true);
    expect(authCookieSecure({ protocol: 'http:', hostname: '127.0.0.1' })).toBe(true);
    expect(authCookieSecure({ protocol: 'http:', hostname: '192.168.1.10' })).toBe(false);
  });
});
