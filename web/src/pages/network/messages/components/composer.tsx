import {
  AudioOutlined,
  FileImageOutlined,
  PaperClipOutlined,
  SendOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Button, Flex, Input, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ApiError, type ChatAttachment, type ChatMessageView, type ChatView } from '../../../../services/api';
import { uploadFile } from '../../../../services/api/uploads';
import { toast } from '../../../../services/toast';
import { deliverMessage, Undelivered } from '../send-message';
import { CHAT_TEXT } from '../../../../texts/messages';

const ACCEPT = 'image/*,video/*,audio/*';
const FILE_ICONS = {
  image: <FileImageOutlined />,
  video: <VideoCameraOutlined />,
  audio: <AudioOutlined />,
};

/**
 * Writes a message: text (Enter sends, Shift+Enter breaks the line) and uploaded attachments.
 * Empty or whitespace-only text without attachments is refused with 'Message cannot be empty'
 * (spec 5). While Renew Chat is due, sending asks for the renewal instead.
 */
export function Composer({
  chat,
  memberId,
  onSent,
  onRenew,
}: {
  chat: ChatView;
  memberId: string;
  onSent: (message: ChatMessageView) => void;
  onRenew: () => void;
}) {
  const [text, setText] = useState('');
  /** Uploaded files waiting to be sent, with the name the member knows them by. */
  const [attachments, setAttachments] = useState<{ attachment: ChatAttachment; name: string }[]>([]);
  const [uploading, setUploading] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attach = async (file: File) => {
    setUploading((count) => count + 1);
    try {
      const upload = await uploadFile(file);
      const attachment = {
        fileType: upload.fileType,
        relativePath: upload.relativePath,
        formatType: upload.formatType,
      };
      setAttachments((current) => [...current, { attachment, name: file.name }]);
      setError(null);
      toast.success(CHAT_TEXT.attachmentUploaded);
    } catch (failure) {
      toast.error(failure instanceof ApiError && failure.status ? failure.firstMessage : CHAT_TEXT.uploadFailed);
    } finally {
      setUploading((count) => count - 1);
    }
  };

  const send = async () => {
    const message = text.trim();
    if (!message && attachments.length === 0) {
      setError(CHAT_TEXT.messageEmpty);
      return;
    }
    if (chat.isRenewChat) {
      onRenew();
      return;
    }
    setSending(true);
    setError(null);
    try {
      const sent = await deliverMessage(
        { chatId: chat.id, message, attachments: attachments.map((item) => item.attachment) },
        memberId,
      );
      setText('');
      setAttachments([]);
      onSent(sent.message);
      toast.success(sent.notice);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.firstMessage : CHAT_TEXT.messageSendFailed);
      toast.error(failure instanceof Undelivered ? failure.notice : CHAT_TEXT.messageSendFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex vertical gap={6}>
      {attachments.length > 0 && (
        <Flex gap={4} wrap data-testid="pending-attachments">
          {attachments.map((item) => (
            <Tag
              key={item.attachment.relativePath}
              icon={FILE_ICONS[item.attachment.fileType]}
              closable
              onClose={() => setAttachments((current) => current.filter((other) => other !== item))}
            >
              {item.name}
            </Tag>
          ))}
        </Flex>
      )}
      <Flex gap={8} align="flex-end">
        <Upload
          accept={ACCEPT}
          multiple
          showUploadList={false}
          beforeUpload={(file) => {
            void attach(file);
            return false;
          }}
        >
          <Button icon={<PaperClipOutlined />} aria-label={CHAT_TEXT.attachFile} loading={uploading > 0} />
        </Upload>
        <Input.TextArea
          aria-label={CHAT_TEXT.message}
          placeholder={CHAT_TEXT.messagePlaceholder}
          value={text}
          autoSize={{ minRows: 1, maxRows: 5 }}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'chat-message-error' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onPressEnter={(event) => {
            if (event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            void send();
          }}
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={() => void send()}
          loading={sending}
          disabled={uploading > 0}
        >
          {CHAT_TEXT.send}
        </Button>
      </Flex>
      {error && (
        <Typography.Text type="danger" id="chat-message-error" role="alert">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
