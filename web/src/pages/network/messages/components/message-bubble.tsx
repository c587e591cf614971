import { Flex, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';
import { DownloadButton, downloadName } from '../../../../components/download-button';
import type { ChatAttachment, ChatMessageView } from '../../../../services/api';
import { mediaUrl } from '../../../../services/display-rules';
import { CHAT_TEXT } from '../../../../texts/messages';

/** One message: the caller's own on the right in the primary colour, the other member's on the left. */
export function MessageBubble({ message, mine }: { message: ChatMessageView; mine: boolean }) {
  const { token } = theme.useToken();
  const bubble: CSSProperties = {
    maxWidth: 'min(520px, 85%)',
    padding: '8px 12px',
    borderRadius: 12,
    background: mine ? token.colorPrimary : token.colorFillSecondary,
    color: mine ? token.colorTextLightSolid : token.colorText,
  };
  return (
    <Flex justify={mine ? 'flex-end' : 'flex-start'} data-testid="chat-message" data-mine={mine}>
      <Flex vertical gap={6} style={bubble}>
        {message.attachments.map((attachment) => (
          <Flex vertical align="start" gap={2} key={attachment.relativePath}>
            <AttachmentView attachment={attachment} />
            <DownloadButton
              url={mediaUrl(attachment.relativePath)!}
              name={downloadName(attachment.relativePath)}
              type="text"
              size="small"
              style={{ color: 'inherit', paddingInline: 4 }}
            />
          </Flex>
        ))}
        {message.message && (
          <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="chat-message-text">
            {message.message}
          </span>
        )}
        <Typography.Text
          style={{ fontSize: 11, color: mine ? token.colorTextLightSolid : token.colorTextSecondary, opacity: 0.85 }}
        >
          <time dateTime={message.createdAt}>{dayjs(message.createdAt).format('D MMM HH:mm')}</time>
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

/** An attachment shown by its fileType: a video or audio player, otherwise the picture. */
export function AttachmentView({ attachment }: { attachment: ChatAttachment }) {
  const src = mediaUrl(attachment.relativePath);
  const media: CSSProperties = { display: 'block', maxWidth: '100%', borderRadius: 8 };
  if (attachment.fileType === 'video')
    return (
      <video src={src} controls preload="metadata" style={{ ...media, maxHeight: 280 }} data-testid="chat-video" />
    );
  if (attachment.fileType === 'audio')
    return <audio src={src} controls style={{ width: 260, maxWidth: '100%' }} data-testid="chat-audio" />;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img
        src={src}
        alt={CHAT_TEXT.attachment}
        style={{ ...media, maxHeight: 240, objectFit: 'cover' }}
        data-testid="chat-image"
      />
    </a>
  );
}
