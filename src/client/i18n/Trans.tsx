/**
 * Lingui's <Trans> (a message with elements in it: "or <0>browse the shop</0>"), for the pages
 * that use it. It is @lingui/react's own component without its context lookup, given the
 * provider's instance here: importing `Trans` from '@lingui/react' would make every chunk that
 * imports that module (the home page's first download, for the provider and useLingui) carry the
 * element formatting too, about 1 KB gzip the home page never uses.
 */
import { useLingui, type TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';

export function Trans(props: TransProps) {
  const lingui = useLingui();
  return <TransNoContext {...props} lingui={lingui} />;
}
