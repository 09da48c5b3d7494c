import { http, HttpResponse } from 'msw';
import { server } from '../../../../testing/server';
import { ReaderLoadError } from '../engine';
import { epubFileLoader, epubFileUrl } from './epubFiles';

const entries = { 'META-INF/container.xml': 230, 'OEBPS/Text/Chapter One.xhtml': 5120 };

describe("an EPUB's files, one URL each", () => {
  it('percent-encodes each segment of the path under the base', () => {
    expect(epubFileUrl('/epub/book/g.1/', 'OEBPS/Text/Chapter One#1.xhtml')).toBe(
      '/epub/book/g.1/OEBPS/Text/Chapter%20One%231.xhtml',
    );
  });

  it('reads listed files from the current base, answers null for others without asking, and gives their sizes', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/epub/sample/7/*', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.text('<container/>');
      }),
    );
    const loader = epubFileLoader(
      { entries, contentBase: () => Promise.resolve('/epub/sample/7/') },
      new AbortController().signal,
    );
    await expect(loader.loadText('META-INF/container.xml')).resolves.toBe('<container/>');
    await expect(loader.loadText('META-INF/encryption.xml')).resolves.toBeNull();
    await expect(loader.loadBlob('OEBPS/Text/Chapter One.xhtml')).resolves.toBeInstanceOf(Blob);
    expect(asked).toEqual(['/epub/sample/7/META-INF/container.xml', '/epub/sample/7/OEBPS/Text/Chapter%20One.xhtml']);
    expect(loader.getSize('OEBPS/Text/Chapter One.xhtml')).toBe(5120);
    expect(loader.getSize('OEBPS/missing.xhtml')).toBe(0);
  });

  it('fails with the status of a refused file (an expired grant, a refunded book)', async () => {
    server.use(http.get('/epub/book/*', () => HttpResponse.json({ Message: 'Forbidden' }, { status: 403 })));
    const loader = epubFileLoader(
      { entries, contentBase: () => Promise.resolve('/epub/book/old/') },
      new AbortController().signal,
    );
    const failure = loader.loadText('META-INF/container.xml');
    await expect(failure).rejects.toBeInstanceOf(ReaderLoadError);
    await expect(failure).rejects.toMatchObject({ status: 403 });
  });
});
