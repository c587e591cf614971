import type { Readable, Writable } from 'node:stream';

/**
 * Where uploaded files live: a port, so that the local disk (the default) can be replaced by an
 * S3-compatible store in production without touching the modules that upload.
 */
export abstract class FileStorage {
  /**
   * Stores the bytes under a new random name in a folder of the year and month and answers the
   * relative path the file is served at (`uploads/2026/11/ab12cd34.png`).
   */
  abstract save(bytes: Buffer, extension: string): Promise<string>;

  /**
   * A file written as it arrives (an upload, never held whole in memory): its bytes go to a
   * temporary name that is never served, until `keep` gives it its random name as `save` does.
   */
  abstract incoming(): Promise<IncomingFile>;

  /**
   * The stored file's bytes as a stream (only `range`, inclusive byte offsets, when given: media
   * players seek with Range requests), or undefined when nothing is stored at that path. `size`
   * is always the whole file's.
   */
  abstract open(relativePath: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | undefined>;

  /** The size of the stored file, without opening it; undefined when nothing is stored there. */
  abstract sizeOf(relativePath: string): Promise<number | undefined>;
}

/** A file being written (FileStorage.incoming); whoever makes one keeps or discards it. */
export interface IncomingFile {
  /** Where the bytes go. */
  readonly stream: Writable;
  /** Once every byte is written: moves the file to its random name; answers the relative path. */
  keep(extension: string): Promise<string>;
  /** Removes the file, written or kept, whole or in part (the stream is ended if still open). */
  discard(): Promise<void>;
}

/** Inclusive byte offsets of part of a file. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The URL prefix (and first segment of every relative path) of stored files. */
export const UPLOADS_PREFIX = 'uploads';
