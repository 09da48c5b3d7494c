/**
 * The text of a PDF as pdf.js reads it (what a reader selects and searches), page by page joined
 * with spaces. pdf.js ships ES modules that Jest's CommonJS runtime does not load, so it runs in a
 * child Node process (like EPUBCheck, books/testing/epubcheck.ts), the PDF on its stdin.
 */
import { execFile } from 'node:child_process';

const SCRIPT = `
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, verbosity: 0 }).promise;
const pages = [];
for (let i = 1; i <= pdf.numPages; i++) {
  const content = await (await pdf.getPage(i)).getTextContent();
  pages.push(content.items.map((item) => item.str).join(' '));
}
process.stdout.write(JSON.stringify(pages));
`;

/** Every page's text; throws when pdf.js cannot read the file. */
export function pdfText(pdf: Buffer | Uint8Array): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', SCRIPT],
      { cwd: process.cwd(), maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`pdf.js could not read the PDF: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as string[]);
      },
    );
    child.stdin?.end(Buffer.from(pdf));
  });
}
