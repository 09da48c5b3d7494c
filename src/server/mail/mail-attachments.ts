/**
 * The documents a mail may carry, by kind: a module registers how to make a kind's file
 * (orders: 'tax-invoice' by order id, 'credit-note' by refund id), and a queued mail names its
 * attachments by kind and id (mail_outbox.attachments, migration 029). The file is made when the
 * mail is sent, so mail depends on no module and the transaction that queues the mail renders nothing.
 */

/** What a queued mail stores: which document, not its bytes. */
export interface MailAttachmentRef {
  kind: string;
  id: number;
}

export interface MailAttachmentFile {
  filename: string;
  bytes: Uint8Array;
  contentType: string;
}

type Render = (id: number) => Promise<MailAttachmentFile>;

export class MailAttachments {
  private readonly kinds = new Map<string, Render>();

  register(kind: string, render: Render): void {
    if (this.kinds.has(kind)) throw new Error(`mail attachment kind ${kind} is registered twice`);
    this.kinds.set(kind, render);
  }

  /** The file of a reference; an unknown kind fails the attempt (the outbox retries, then gives up). */
  async render(ref: MailAttachmentRef): Promise<MailAttachmentFile> {
    const render = this.kinds.get(ref.kind);
    if (!render) throw new Error(`no mail attachment kind ${ref.kind}`);
    return render(ref.id);
  }
}
