import { UploadOutlined } from '@ant-design/icons';
import { URL_PRICING_TYPE } from '@earnwave/contracts';
import { Alert, Button, Flex, Input, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ApiError, type MemberAssignedPrice } from '../../../../services/api';
import { uploadFile, type UploadAnswer } from '../../../../services/api/uploads';
import { UPLOAD_TEXT } from '../../../../texts';
import { money } from '../../../../services/format';
import { toast } from '../../../../services/toast';
import { TASK_TEXT } from '../../../../texts/tasks';

/** A proof the member set on this page and has not sent yet: an uploaded screenshot, or a web address. */
export type Proof = { kind: 'upload'; upload: UploadAnswer } | { kind: 'url'; text: string };

/** What a proof sends as `screenshot` (spec 3, task performance payload); empty when nothing is set. */
export function proofValue(proof: Proof | undefined): string {
  if (!proof) return '';
  return proof.kind === 'upload' ? proof.upload.relativePath : proof.text.trim();
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

interface ProofRowProps {
  price: MemberAssignedPrice;
  proof: Proof | undefined;
  onProof: (proof: Proof | undefined) => void;
  onUploading: (uploading: boolean) => void;
  /** The task takes no proofs now (Unavailable): the row only shows what was sent. */
  locked: boolean;
}

/**
 * One assigned price of /dashboard/tasks/{id} (spec 2 and 4): title, description, reward and the
 * owner's file, then the proof. A sent proof shows Completed; a rejected one its reason, and the
 * member may send a new one: a screenshot image, or a web address for url rows.
 */
export function ProofRow({ price, proof, onProof, onUploading, locked }: ProofRowProps) {
  const [uploading, setUploading] = useState(false);
  const isUrl = price.type === URL_PRICING_TYPE;

  const upload = async (file: File) => {
    setUploading(true);
    onUploading(true);
    try {
      const answer = await uploadFile(file, { accept: 'image' });
      onProof({ kind: 'upload', upload: answer });
      toast.success(TASK_TEXT.imageUploaded);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.firstMessage : UPLOAD_TEXT.failed);
    } finally {
      setUploading(false);
      onUploading(false);
    }
  };

  return (
    <section
      aria-label={price.title}
      style={{ border: '1px solid var(--ant-color-border-secondary, #f0f0f0)', borderRadius: 8, padding: 16 }}
    >
      <Flex justify="space-between" align="start" gap={12} wrap>
        <div style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {price.title}
          </Typography.Title>
          {price.task_description && (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', whiteSpace: 'pre-line' }}>
              {price.task_description}
            </Typography.Paragraph>
          )}
          <Flex gap={12} align="center" wrap style={{ marginTop: 8 }}>
            <Typography.Text>
              {TASK_TEXT.reward}: <strong>{money(price.noOfRewards)}</strong>
            </Typography.Text>
            {price.path && (
              <a href={price.path} {...external}>
                {isUrl ? TASK_TEXT.view : TASK_TEXT.preview}
              </a>
            )}
          </Flex>
        </div>

        <Flex vertical gap={8} align="end" style={{ flex: '1 1 240px', maxWidth: 420 }}>
          {price.isUploadScreenshot ? (
            <>
              <Tag color="green">{TASK_TEXT.completed}</Tag>
              {price.screenshotStatus === 'PENDING' && (
                <Typography.Text type="secondary">{TASK_TEXT.awaitingReview}</Typography.Text>
              )}
              {price.screenshot && (
                <a href={price.screenshot} {...external}>
                  {TASK_TEXT.viewSentProof}
                </a>
              )}
            </>
          ) : (
            <>
              {price.rejectionMessage && (
                <Alert
                  type="error"
                  showIcon
                  title={`${TASK_TEXT.rejected}: ${price.rejectionMessage}`}
                  style={{ width: '100%' }}
                />
              )}
              {!locked &&
                (isUrl ? (
                  <Input
                    aria-label={TASK_TEXT.webAddressFor(price.title)}
                    placeholder={TASK_TEXT.urlPlaceholder}
                    inputMode="url"
                    value={proof?.kind === 'url' ? proof.text : ''}
                    onChange={(event) =>
                      onProof(event.target.value ? { kind: 'url', text: event.target.value } : undefined)
                    }
                  />
                ) : (
                  <Flex gap={12} align="center" wrap justify="end">
                    {proof?.kind === 'upload' && (
                      <a href={proof.upload.path} {...external}>
                        {TASK_TEXT.viewUploadedFile}
                      </a>
                    )}
                    <Upload
                      accept="image/*"
                      showUploadList={false}
                      maxCount={1}
                      disabled={uploading}
                      beforeUpload={(file) => {
                        void upload(file);
                        return false;
                      }}
                    >
                      <Button icon={<UploadOutlined />} loading={uploading}>
                        {proof ? TASK_TEXT.replaceScreenshot : TASK_TEXT.uploadScreenshot}
                      </Button>
                    </Upload>
                  </Flex>
                ))}
            </>
          )}
        </Flex>
      </Flex>
    </section>
  );
}
