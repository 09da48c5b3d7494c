/**
 * The four highlight colours as drawn: on the EPUB's page (foliate-js's overlayer, at its 30 %
 * opacity), on a PDF page (multiplied into the page under its text) and as the panel's swatches.
 * Strong enough to tell apart at that opacity, on the light, sepia and dark reading themes alike.
 */
import type { AnnotationColor } from '../../../../shared/annotation-rules';

export const highlightColours: Record<AnnotationColor, string> = {
  yellow: '#f9c80e',
  green: '#3fb950',
  blue: '#3b8eea',
  pink: '#f0609e',
};
