/**
 * The in-process Firestore of the local stack when the official emulator cannot run (no Java 21+ or
 * no emulator jar): @firestore-emulator/server speaks the Firestore gRPC API that firebase-admin uses
 * through FIRESTORE_EMULATOR_HOST. Its known limits and the rules they give are in design.md §4.
 * State persists as JSON (one proto document object per stored document).
 */
import { FirestoreServer } from '@firestore-emulator/server';
import { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

interface TJsonNode {
  path: string;
  fields?: Record<string, unknown>;
  collections?: Record<string, TJsonNode & { documents: Record<string, TJsonNode> }>;
  documents?: Record<string, TJsonNode>;
  databases?: Record<string, TJsonNode>;
}

type TStoredDocument = { name: string; fields: unknown };

function documentPaths(node: TJsonNode, out: string[]): string[] {
  for (const child of Object.values(node.databases ?? {})) documentPaths(child, out);
  for (const collection of Object.values(node.collections ?? {})) {
    for (const doc of Object.values(collection.documents ?? {})) {
      out.push(doc.path);
      documentPaths(doc, out);
    }
  }
  return out;
}

export class FirestoreFallback {
  private readonly server = new FirestoreServer();

  constructor(private readonly file: string | null) {}

  async start(port: number): Promise<number> {
    const count = this.file ? this.load(this.file) : 0;
    await this.server.start(port);
    return count;
  }

  private load(file: string): number {
    if (!existsSync(file)) return 0;
    const docs = JSON.parse(readFileSync(file, 'utf8')) as TStoredDocument[];
    for (const doc of docs) {
      this.server.state.writeV1Document(new Date(), Write.fromObject({ update: doc } as never));
    }
    return docs.length;
  }

  /** Every stored document, with its fields in proto object form. */
  snapshot(): TStoredDocument[] {
    const tree = this.server.state.toJSON() as { projects: Record<string, TJsonNode> };
    const paths = Object.values(tree.projects).flatMap((project) => documentPaths(project, []));
    return paths.flatMap((path) => {
      const doc = this.server.state.getDocument(path);
      if (!doc.metadata.hasExist) return [];
      const object = doc.toV1DocumentObject() as { fields?: unknown };
      return [{ name: path, fields: object.fields ?? {} }];
    });
  }

  save(): number {
    if (!this.file) return 0;
    const docs = this.snapshot();
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file + '.tmp', JSON.stringify(docs));
    renameSync(this.file + '.tmp', this.file);
    return docs.length;
  }

  stop(): void {
    this.server.stop();
  }
}
