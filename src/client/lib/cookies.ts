import Cookies from 'js-cookie';
import { AUTH_COOKIE } from '../../shared/constants';

/**
 * The `.AUTH` cookie marks this browser as logged in: value 'Authorized', five
 * days, same-site strict, site root.
 *
 * Secure: the spec asks for it, but browsers silently drop a Secure cookie set from a plain-http
 * page other than localhost (a LAN address such as http://192.168.1.10:3000), which would make
 * logging in impossible there. So the flag is set on https pages and on localhost/127.0.0.1 (which
 * browsers treat as secure contexts), and left off only where it could not be stored at all.
 */
export function authCookieSecure(location: Pick<Location, 'protocol' | 'hostname'> = window.location): boolean {
  return location.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);
}

export function setAuthCookie(): void {
  Cookies.set(AUTH_COOKIE.name, AUTH_COOKIE.value, {
    expires: AUTH_COOKIE.expiresDays,
    sameSite: AUTH_COOKIE.sameSite,
    secure: AUTH_COOKIE.secure && authCookieSecure(),
    path: AUTH_COOKIE.path,
  });
}

export function hasAuthCookie(): boolean {
  return Cookies.get(AUTH_COOKIE.name) === AUTH_COOKIE.value;
}

export function removeAuthCookie(): void {
  Cookies.remove(AUTH_COOKIE.name, { path: AUTH_COOKIE.path });
}
