/**
 * The app's lazy chunk group (main.tsx imports this module): evaluates the app's modules a task at
 * a time, then boots it (boot.tsx). Evaluated in one go, React, MUI, the store and the routes held
 * the main thread for about 110 ms here, 440 ms on the phone Lighthouse simulates; between stages
 * the browser may paint and answer a tap. Each stage is bundled in this chunk group (webpackMode
 * "eager": no request of its own) and only evaluated when imported; boot.tsx's imports then find
 * them ready.
 */
import { nextTask } from './lib/paints';

const stages = [
  () => import(/* webpackMode: "eager" */ './zod-without-eval'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ './app/providers'),
  () => import(/* webpackMode: "eager" */ './app/store'),
  () => import(/* webpackMode: "eager" */ './app/router'),
  () => import(/* webpackMode: "eager" */ './boot'),
];

async function start(): Promise<void> {
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
}

void start();
