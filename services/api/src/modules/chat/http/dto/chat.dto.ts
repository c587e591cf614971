import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CHAT_MSG, CHAT_PAGE_MAX, CHAT_PAGE_SIZE } from '@earnwave/contracts';
import { Type } from 'class-transformer';
import { IsArray, IsDefined, IsIn, IsOptional, IsString, ValidateNested } from 'class-validator';
import { Credits } from '../../../../common/pipes/credits';
import { PageQueryDto } from '../../../../common/pipes/page-query';
import { ErrorParam } from '../../../../common/pipes/validation';
import { IsId } from '../../../../common/pipes/ids';

export class StartChatDto {
  @ApiProperty({ format: 'uuid', description: 'the member to chat with' })
  @IsId('4', { message: CHAT_MSG.receiverUnknown })
  receiverId!: string;
}

/** An upload as `POST uploads` answered it; only `relativePath` decides, the rest is read from the upload. */
export class AttachmentDto {
  @ApiProperty({ example: 'uploads/2026/11/ab12cd.png' })
  @ErrorParam('attachments')
  @IsString({ message: CHAT_MSG.attachmentNotUploaded })
  relativePath!: string;

  @ApiPropertyOptional({ enum: ['image', 'video', 'audio'] })
  @ErrorParam('attachments')
  @IsOptional()
  @IsIn(['image', 'video', 'audio'], { message: CHAT_MSG.attachmentNotUploaded })
  fileType?: string;

  @ApiPropertyOptional({ example: 'png' })
  @ErrorParam('attachments')
  @IsOptional()
  @IsString({ message: CHAT_MSG.attachmentNotUploaded })
  formatType?: string;

  @ApiPropertyOptional({ description: 'the absolute URL the upload answered; ignored' })
  @ErrorParam('attachments')
  @IsOptional()
  @IsString({ message: CHAT_MSG.attachmentNotUploaded })
  path?: string;
}

/**
 * `POST chat/create-message`, and the socket's `sendMessage` (which may also carry `memberId`,
 * ignored: the token names the sender). The message rules themselves live in messageInput.
 */
export class CreateMessageDto {
  @ApiProperty({ format: 'uuid' })
  @IsId('4', { message: CHAT_MSG.chatNotFound })
  chatId!: string;

  @ApiPropertyOptional({ description: 'the text; may be empty only when attachments are given' })
  @IsOptional()
  @IsString({ message: CHAT_MSG.messageEmpty })
  message?: string;

  @ApiPropertyOptional({ type: [AttachmentDto] })
  @IsOptional()
  @IsArray({ message: CHAT_MSG.attachmentNotUploaded })
  @ValidateNested({ each: true })
  @Type(() => AttachmentDto)
  attachments?: AttachmentDto[];
}

export class SocketMessageDto extends CreateMessageDto {
  @IsOptional()
  memberId?: unknown;
}

export class JoinChatDto {
  @IsId('4', { message: CHAT_MSG.chatNotFound })
  chatId!: string;

  @IsOptional()
  memberId?: unknown;
}

/** Renew Chat pays the other member's earnPerMessage, only at the price the payer was shown. */
export class RenewChatDto {
  @ApiProperty({ format: 'uuid' })
  @IsId('4', { message: CHAT_MSG.chatNotFound })
  chatId!: string;

  @ApiProperty({
    description: "credits: the other member's price the payer confirmed (409 when it is not the price now)",
    example: 2.5,
  })
  @Credits('earnPerMessage', { min: 0, message: CHAT_MSG.earnPerMessageInvalid })
  @IsDefined({ message: CHAT_MSG.earnPerMessageRequired })
  earnPerMessage!: bigint;
}

/** `?page&limit` of the chat list and message pages (spec 9: 10 a page). */
export class ChatPageQuery extends PageQueryDto(CHAT_PAGE_SIZE, CHAT_PAGE_MAX) {}
