// The report kinds the server knows: modules register theirs at start; edit requests of every kind are
// answered through one NoticeAnswerer.
import type { NoticeAnswerer } from '../kernel/notifications';
import { editRequestAnswerer } from './edit-request';
import type { DocKind } from './kind';
import type { Row } from './write';

export class DocKinds {
  private kinds = new Map<string, DocKind<Row>>();
  readonly answerer: NoticeAnswerer = editRequestAnswerer((kind) => this.kinds.get(kind));

  register<R extends Row>(k: DocKind<R>): DocKind<R> {
    if (this.kinds.has(k.kind)) throw new Error(`Report kind ${k.kind} registered twice`);
    this.kinds.set(k.kind, k as unknown as DocKind<Row>);
    return k;
  }

  get(kind: string): DocKind<Row> | undefined {
    return this.kinds.get(kind);
  }
}
