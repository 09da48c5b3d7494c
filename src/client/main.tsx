/**
 * The browser's entry, kept to a few hundred bytes. A page the server rendered is on screen before
 * any script runs, so the app's code (React, MUI, the store and the page: start.tsx, about 190 KB
 * gzip) is fetched once the page's largest image has loaded and been painted: on a phone's
 * network, fetched beside that image, it would share the bandwidth with it and hold its paint
 * back. A page the browser renders itself (no server state) starts at once.
 */
import { SERVER_STATE_ELEMENT_ID } from '../shared/page-rendering';
import { afterLargestImagePainted } from './lib/paints';

const serverRendered = document.getElementById(SERVER_STATE_ELEMENT_ID) !== null;
// If the app's code cannot be had (a deploy replaced it, the connection dropped), a rendered page
// stays a page of plain links, each of which loads the store afresh.
void (serverRendered ? afterLargestImagePainted() : Promise.resolve()).then(
  () => import(/* webpackChunkName: "app" */ './start'),
);
