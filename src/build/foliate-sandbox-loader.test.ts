/**
 * The EPUB reader's frames run no script: the loader takes allow-scripts off the installed
 * foliate-js's frame makers, and refuses (fails the build) when a version no longer matches.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FOLIATE_SANDBOX, FRAME_MAKERS, STORE_SANDBOX, withoutScriptsInFrames } from './foliate-sandbox-loader';

const foliateDir = path.dirname(require.resolve('foliate-js/view.js'));
const installed = (name: string) => path.join(foliateDir, name);
const read = (name: string) => fs.readFileSync(installed(name), 'utf8');

describe('foliate-js frames without allow-scripts', () => {
  it.each(FRAME_MAKERS)('patches the installed %s: its frame keeps allow-same-origin only', (name) => {
    const patched = withoutScriptsInFrames(read(name), installed(name));
    expect(patched).toContain(`setAttribute('sandbox', ${STORE_SANDBOX})`);
    expect(patched).not.toContain(FOLIATE_SANDBOX);
  });

  it('leaves the modules that make no frame as they are', () => {
    const source = read('view.js');
    expect(withoutScriptsInFrames(source, installed('view.js'))).toBe(source);
  });

  it('fails when a frame maker no longer sets the sandbox this patch knows', () => {
    const changed = read('paginator.js').replace(FOLIATE_SANDBOX, `'allow-scripts allow-same-origin'`);
    expect(() => withoutScriptsInFrames(changed, installed('paginator.js'))).toThrow(/paginator\.js no longer sets/);
  });

  it('fails when any module still grants allow-scripts in code after the patch', () => {
    const moved = `const frame = document.createElement('iframe')\nframe.sandbox = "allow-same-origin allow-scripts"\n`;
    expect(() => withoutScriptsInFrames(moved, installed('overlayer.js'))).toThrow(
      /overlayer\.js still mentions allow-scripts/,
    );
  });
});
