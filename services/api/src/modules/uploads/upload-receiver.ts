import { HttpStatus } from '@nestjs/common';
import type { AppConfig } from '@earnwave/config';
import { hasCapability, TASK_MSG, UPLOAD_MSG } from '@earnwave/contracts';
import type { DomainError } from '@earnwave/domain';
import type { FastifyRequest } from 'fastify';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, Unauthenticated } from '../../common/errors';
import type { FileStorage, IncomingFile } from '../../common/storage/file-storage';
import { ALL_MEDIA_TYPES, MediaSniffer, MEMBER_MEDIA_TYPES, type MediaType } from '../../common/storage/media-type';
import { uploadLimit, type UploadLimit } from './upload-limits';
import { dailyQuotaReached, type UploadQuota, type Uploader } from './upload-quota';

/** What the upload route gets as its `file` (FileInterceptor): the checked bytes, in storage under a temporary name. */
export interface ReceivedUpload {
  incoming: IncomingFile;
  media: MediaType;
  size: number;
  /** The name the client gave the file (the interceptor adds it). */
  originalname: string;
}

/** What a route takes: the types an uploader may send, how another type is refused, each type's largest size. */
export interface UploadPolicy {
  accepted(uploader: Uploader): readonly MediaType[];
  wrongType(uploader: Uploader): AppError | DomainError;
  limit(type: MediaType): UploadLimit;
}

/**
 * `POST uploads`: members send pictures, audio and video of the common formats; SVG and the rest
 * are for administrators. Sizes from UPLOAD_MAX_{IMAGE,AUDIO,VIDEO}_MB.
 */
export function uploadsPolicy(config: AppConfig): UploadPolicy {
  const admin = (uploader: Uploader) => hasCapability(uploader.role, 'admin');
  return {
    accepted: (uploader) => (admin(uploader) ? ALL_MEDIA_TYPES : MEMBER_MEDIA_TYPES),
    wrongType: (uploader) =>
      AppError.field(HttpStatus.BAD_REQUEST, 'file', admin(uploader) ? UPLOAD_MSG.anyFileType : UPLOAD_MSG.fileType),
    limit: (type) => uploadLimit(config, type),
  };
}

/**
 * Receives the `file` part of `POST uploads` as the upload interceptor's storage engine (multer's contract): the bytes stream to the
 * file storage under a temporary name while they are counted and recognised, so that a request
 * holds a few chunks in memory whatever the file's size. The first byte that breaks a rule stops
 * the upload and removes what was written: a head that shows no type the uploader may send (400),
 * more bytes than the largest type the file may still be allows (413), more than what is left of
 * the uploader's daily quota (429). A refused, failed or aborted upload leaves nothing.
 */
export class UploadReceiver {
  constructor(
    private readonly storage: FileStorage,
    private readonly config: AppConfig,
    private readonly quota: UploadQuota,
    private readonly policy: UploadPolicy = uploadsPolicy(config),
  ) {}

  _handleFile(
    req: FastifyRequest,
    file: { stream: Readable },
    callback: (error: Error | null, info?: Omit<ReceivedUpload, 'originalname'>) => void,
  ) {
    if (!req.caller) return callback(new Unauthenticated());
    this.receive(req.caller, file.stream).then((received) => callback(null, received), callback);
  }

  /** The interceptor's clean-up of a received file when the rest of the request fails. */
  _removeFile(_req: FastifyRequest, file: Partial<ReceivedUpload>, callback: (error: Error | null) => void) {
    (file.incoming?.discard() ?? Promise.resolve()).then(() => callback(null), callback);
  }

  private async receive(uploader: Uploader, source: Readable): Promise<Omit<ReceivedUpload, 'originalname'>> {
    const allowance = await this.quota.allowance(uploader);
    if (allowance <= 0) throw dailyQuotaReached(this.config);
    const check = new UploadCheck(this.policy, uploader, allowance, this.config);
    const incoming = await this.storage.incoming();
    // A refusal must not destroy the part's file stream (the interceptor would answer before the file is
    // removed): the rest of a refused file is read and dropped instead. A file stream that fails or
    // closes before its end (the client went away), also while the above was awaited, fails the check.
    const stopped = (error?: Error) => check.destroy(error ?? new Error('The upload stopped before its end'));
    source.on('error', stopped);
    source.on('close', () => source.readableEnded || stopped());
    if (source.destroyed) stopped();
    source.pipe(check);
    try {
      await pipeline(check, incoming.stream);
      return { incoming, media: check.media(), size: check.size };
    } catch (error) {
      source.unpipe(check);
      source.resume();
      await incoming.discard();
      throw error;
    }
  }
}

/** The rules an upload's bytes meet on their way to storage. */
class UploadCheck extends Transform {
  size = 0;
  private readonly accepted: readonly MediaType[];
  private readonly sniffer: MediaSniffer;
  private type?: MediaType;

  constructor(
    private readonly policy: UploadPolicy,
    private readonly uploader: Uploader,
    private readonly allowance: number,
    private readonly config: AppConfig,
  ) {
    super();
    this.accepted = policy.accepted(uploader);
    this.sniffer = new MediaSniffer(this.accepted);
  }

  /** The recognised type, once every byte passed. */
  media(): MediaType {
    if (!this.type) throw new Error('The upload was not read to its end');
    return this.type;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    this.sniffer.push(chunk);
    const refusal = this.refusal(this.sniffer.candidates() ?? this.accepted);
    if (refusal) done(refusal);
    else done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.size === 0) return done(AppError.field(HttpStatus.BAD_REQUEST, 'file', TASK_MSG.fileRequired));
    const type = this.sniffer.end();
    const refusal = this.refusal(type ? [type] : []);
    if (refusal) return done(refusal);
    this.type = type;
    done();
  }

  /** Why the bytes so far break a rule, for a file that may still be any of `types`; null when none. */
  private refusal(types: readonly MediaType[]): AppError | DomainError | null {
    if (!types.length) return this.policy.wrongType(this.uploader);
    // The largest limit among the types the file may still turn out to be: it is let through until known.
    const limit = types.map(this.policy.limit).reduce((largest, next) => (next.bytes > largest.bytes ? next : largest));
    if (this.size > limit.bytes) return AppError.field(HttpStatus.PAYLOAD_TOO_LARGE, 'file', limit.message);
    if (this.size > this.allowance) return dailyQuotaReached(this.config);
    return null;
  }
}
