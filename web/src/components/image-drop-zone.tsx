import { DeleteOutlined, InboxOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { isImageFile, uploadFile, type UploadAnswer } from '../services/api/uploads';
import { toast } from '../services/toast';
import { IMAGE_UPLOADED, UPLOAD_TEXT } from '../texts';

export interface ImageDropZoneProps {
  /** The upload's relative path (what the API stores), or empty. */
  value?: string | null;
  /** The new relative path (null: removed), with the whole upload answer when one came. */
  onChange?: (relativePath: string | null, upload?: UploadAnswer) => void;
  /** The link to show the image at (e.g. the API's absolute `path`); by default `/{value}`. */
  previewUrl?: string | null;
  /** Names the zone for screen readers, the file input and `data-testid="drop-zone-{label}"`. */
  label: string;
  disabled?: boolean;
  /** Whether a Remove button clears the image (a required image is replaced by dropping another). */
  removable?: boolean;
  /** The preview's width and height in px. */
  size?: number;
  /** Told when an upload starts and ends, e.g. for a submit button to say 'Uploading...'. */
  onBusyChange?: (busy: boolean) => void;
}

const linkOf = (path: string) => (/^https?:\/\//i.test(path) ? path : `/${path.replace(/^\/+/, '')}`);

/**
 * An image drop zone (spec 5): one image, chosen or dropped, uploaded at once through
 * `POST uploads`; the field's value is the answer's relativePath. Anything but an image is refused
 * with 'Only image files are allowed', nothing chosen with 'Please select a file to upload', and an
 * answer without relativePath counts as failed. Works inside an antd Form.Item (value/onChange).
 */
export function ImageDropZone({
  value,
  onChange,
  previewUrl,
  label,
  disabled,
  removable = true,
  size = 100,
  onBusyChange,
}: ImageDropZoneProps) {
  const inputId = useId();
  const { token } = theme.useToken();
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  const shown = previewUrl || (value ? linkOf(value) : null);

  const take = async (file: File | undefined) => {
    if (!file) return toast.error(UPLOAD_TEXT.noFile);
    if (!isImageFile(file)) return toast.error(UPLOAD_TEXT.onlyImages);
    setBusy(true);
    onBusyChange?.(true);
    try {
      const answer = await uploadFile(file, { accept: 'image' });
      onChange?.(answer.relativePath, answer);
      toast.success(IMAGE_UPLOADED);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : UPLOAD_TEXT.failed);
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    void take(file);
  };
  const dropped = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    if (disabled || busy) return;
    void take(event.dataTransfer.files?.[0]);
  };

  return (
    <Flex vertical gap={8}>
      <label
        htmlFor={inputId}
        data-testid={`drop-zone-${label}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={dropped}
        style={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          minHeight: size + 24,
          padding: 12,
          border: `1px dashed ${over ? token.colorPrimary : token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          background: token.colorFillAlter,
          cursor: disabled ? 'not-allowed' : 'pointer',
        }}
      >
        <input
          id={inputId}
          type="file"
          accept="image/*"
          aria-label={label}
          disabled={disabled || busy}
          onChange={chosen}
          style={{ position: 'absolute', inset: 0, opacity: 0, width: '100%', cursor: 'inherit' }}
        />
        {shown ? (
          <img
            src={shown}
            alt={label}
            width={size}
            height={size}
            style={{ flex: 'none', objectFit: 'cover', borderRadius: token.borderRadius }}
          />
        ) : (
          <Flex
            align="center"
            justify="center"
            style={{ flex: 'none', width: size, height: size, fontSize: 28, color: token.colorTextSecondary }}
          >
            {busy ? <LoadingOutlined /> : <InboxOutlined />}
          </Flex>
        )}
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text strong>{label}</Typography.Text>
          <Typography.Text type="secondary">
            {busy ? UPLOAD_TEXT.uploading : shown ? UPLOAD_TEXT.replaceImage : UPLOAD_TEXT.dropImage}
          </Typography.Text>
        </Flex>
      </label>
      {value && removable && !disabled && (
        <Button size="small" icon={<DeleteOutlined />} onClick={() => onChange?.(null)} style={{ alignSelf: 'start' }}>
          {UPLOAD_TEXT.remove(label)}
        </Button>
      )}
    </Flex>
  );
}
