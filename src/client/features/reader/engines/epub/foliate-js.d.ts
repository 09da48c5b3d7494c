/**
 * The part of foliate-js 1.0.1 (plain JavaScript, no types of its own) that foliate.adapter.ts
 * uses, typed from its README and source: view.js (<foliate-view>), epub.js (the EPUB class) and
 * the two modules the adapter bundles with it.
 */
declare module 'foliate-js/epub.js' {
  export interface FoliateTocItem {
    label?: string;
    href?: string;
    subitems?: FoliateTocItem[] | null;
  }
  export interface FoliateSection {
    id: string;
    linear?: string;
    size: number;
    load(): string | Promise<string>;
    unload?(): void;
    createDocument(): Promise<Document>;
  }
  export interface FoliateLoader {
    loadText(path: string): Promise<string | null>;
    loadBlob(path: string): Promise<Blob | null>;
    getSize(path: string): number;
  }
  export class EPUB {
    constructor(loader: FoliateLoader);
    sections: FoliateSection[];
    toc?: FoliateTocItem[];
    dir?: string;
    rendition?: { layout?: string };
    init(): Promise<EPUB>;
    destroy(): void;
  }
}

declare module 'foliate-js/view.js' {
  import type { EPUB, FoliateTocItem } from 'foliate-js/epub.js';

  export interface FoliateLocation {
    cfi: string;
    fraction?: number;
    tocItem?: FoliateTocItem | null;
  }
  export interface FoliateSearchResult {
    cfi: string;
    excerpt: { pre: string; match: string; post: string };
  }
  export type FoliateSearchStep = 'done' | { progress: number } | { label: string; subitems: FoliateSearchResult[] };

  /** The paginator (or fixed-layout renderer) inside the view. */
  export interface FoliateRenderer extends HTMLElement {
    readonly atEnd?: boolean;
    setStyles?(css: string): void;
  }
  export class View extends HTMLElement {
    book: EPUB;
    renderer: FoliateRenderer;
    lastLocation: FoliateLocation | null;
    language: { canonical?: string };
    open(book: EPUB): Promise<void>;
    init(options: { lastLocation?: string; showTextStart?: boolean }): Promise<void>;
    close(): void;
    goTo(target: string | number): Promise<unknown>;
    next(): Promise<void>;
    prev(): Promise<void>;
    goLeft(): Promise<void>;
    goRight(): Promise<void>;
    search(options: { query: string; defaultLocale?: string }): AsyncGenerator<FoliateSearchStep, void, undefined>;
    clearSearch(): void;
    /** Draws (through its 'draw-annotation' event) or removes the annotation whose value is a CFI, if its section is shown. */
    addAnnotation(annotation: FoliateAnnotation): Promise<unknown>;
    deleteAnnotation(annotation: FoliateAnnotation): Promise<unknown>;
    /** The CFI of a range in the section at `index`. */
    getCFI(index: number, range: Range): string;
    /** Clears the text selection of every shown section. */
    deselect(): void;
  }
  /** An annotation as the view takes it: its CFI as `value`, and whatever else the caller keeps with it. */
  export interface FoliateAnnotation {
    value: string;
    color?: string;
  }
  /** 'draw-annotation': the annotation's section is shown; `draw` puts it on the page. */
  export interface FoliateDrawAnnotation {
    draw(func: (rects: DOMRectList | object[], options?: object) => SVGElement, options?: object): void;
    annotation: FoliateAnnotation;
  }
}

/** The SVG layer over each section (the view makes one per section and draws annotations on it). */
declare module 'foliate-js/overlayer.js' {
  export class Overlayer {
    static highlight(rects: DOMRectList | object[], options?: { color?: string; padding?: number }): SVGElement;
  }
}

/** EPUB CFIs (https://idpf.org/epub/linking/cfi/): parsed, collapsed and compared. */
declare module 'foliate-js/epubcfi.js' {
  /** A range CFI's start (or end, with toEnd), as a point CFI; a point CFI as it is. */
  export function collapse(cfi: string, toEnd?: boolean): string;
  /** Negative, 0 or positive as `a` comes before, at or after `b` in the book. */
  export function compare(a: string, b: string): number;
}

/** Defines <foliate-paginator>; view.js would otherwise fetch it as a chunk of its own. */
declare module 'foliate-js/paginator.js';
/** Defines <foliate-fxl> (pre-paginated books); likewise. */
declare module 'foliate-js/fixed-layout.js';
/** The search matcher; view.js would otherwise fetch it as a chunk of its own. */
declare module 'foliate-js/search.js';
