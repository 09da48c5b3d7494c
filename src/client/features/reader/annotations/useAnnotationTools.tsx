import { useState, type ReactNode } from 'react';
import type { AnnotationColor } from '../../../../shared/annotation-rules';
import type { Annotation, AnnotationLocator } from '../../../../shared/contract/annotations.contract';
import type { TocItem } from '../engines/epub/epubBook';
import { AnnotationsPanel } from './AnnotationsPanel';
import { NoteDialog } from './NoteDialog';
import { SelectionToolbar, type SelectionRect } from './SelectionToolbar';
import type { BookAnnotations } from './useBookAnnotations';

/** Selected text as an engine reports it: where it is on the screen, its words and its place. */
export interface ReaderSelection {
  rect: SelectionRect;
  text: string;
  locator: AnnotationLocator;
}

interface AnnotationToolsOptions {
  annotations: BookAnnotations;
  selection: ReaderSelection | null;
  /** The selection was used (highlighted, or taken into a note): the engine clears it. */
  onSelectionUsed: () => void;
  panelOpen: boolean;
  onClosePanel: () => void;
  title: string | undefined;
  toc: readonly TocItem[];
  onGo: (annotation: Annotation) => void;
}

type NoteTarget = { kind: 'new'; selection: ReaderSelection } | { kind: 'edit'; annotation: Annotation };

/** A highlight with a note is a note; without one, a highlight. */
const kindOfHighlight = (note: string) => (note.trim() ? 'note' : 'highlight');

/**
 * What both readers (EPUB and PDF) show of annotations around their own page: the toolbar over
 * selected text, the note dialog, and the panel. `dialogOpen` says a note is being written, so
 * the reader's keys leave the pages alone meanwhile.
 */
export function useAnnotationTools(options: AnnotationToolsOptions): { elements: ReactNode; dialogOpen: boolean } {
  const { annotations, selection, onSelectionUsed, panelOpen, onClosePanel, title, toc, onGo } = options;
  const [noteTarget, setNoteTarget] = useState<NoteTarget | null>(null);

  const highlight = (color: AnnotationColor) => {
    if (!selection) return;
    void annotations.save({ Kind: 'highlight', Locator: selection.locator, Text: selection.text, Color: color });
    onSelectionUsed();
  };

  const saveNote = (note: string, color: AnnotationColor | null) => {
    const target = noteTarget;
    setNoteTarget(null);
    if (!target) return;
    const kept = note.trim() ? note : '';
    if (target.kind === 'new') {
      const { locator, text } = target.selection;
      void annotations.save({ Kind: kindOfHighlight(kept), Locator: locator, Text: text, Note: kept, Color: color });
      return;
    }
    const { Id, Kind, Locator, Text, Color } = target.annotation;
    void annotations.save(
      Kind === 'bookmark'
        ? { Id, Kind, Locator, Note: kept }
        : { Id, Kind: kindOfHighlight(kept), Locator, Text, Note: kept, Color: color ?? Color },
    );
  };

  const draft =
    noteTarget === null
      ? null
      : noteTarget.kind === 'new'
        ? { quote: noteTarget.selection.text, note: '', color: 'yellow' as const }
        : { quote: noteTarget.annotation.Text, note: noteTarget.annotation.Note, color: noteTarget.annotation.Color };

  const elements = (
    <>
      <SelectionToolbar
        rect={noteTarget === null ? (selection?.rect ?? null) : null}
        onHighlight={highlight}
        onAddNote={() => {
          if (!selection) return;
          setNoteTarget({ kind: 'new', selection });
          onSelectionUsed();
        }}
      />
      <NoteDialog draft={draft} onSave={saveNote} onClose={() => setNoteTarget(null)} />
      <AnnotationsPanel
        open={panelOpen}
        onClose={onClosePanel}
        annotations={annotations.list}
        title={title}
        toc={toc}
        onGo={onGo}
        onEditNote={(annotation) => setNoteTarget({ kind: 'edit', annotation })}
        onDelete={(annotation) => void annotations.remove(annotation)}
      />
    </>
  );
  return { elements, dialogOpen: noteTarget !== null };
}
