import { MONEY_LIMITS, POST_LIMITS } from '@earnwave/contracts';
import { InboxOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Flex, Form, Input, InputNumber, Modal, Row, Typography, theme } from 'antd';
import { useEffect, useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { fieldError, GeneralErrors } from '../../../components/field-errors';
import { CreatorsApi, groupErrors, type PostFileType, type UserPost } from '../../../services/api';
import { uploadFile } from '../../../services/api/uploads';
import { UPLOAD_TEXT } from '../../../texts';
import { toast } from '../../../services/toast';
import { CREATOR_TEXT } from '../../../texts/profile';
import { PostMedia } from '../../../components/post-media';

/** The uploaded file a post carries. */
interface PostFile {
  postFilePath: string;
  postRelativePath: string;
  postFileType: PostFileType;
}

interface Values {
  title: string;
  description: string;
  costView: number | null;
  targetView: number | null;
  isPrivate: boolean;
}

const PARAMS = ['title', 'description', 'costView', 'targetView', 'isPrivate', 'postRelativePath'] as const;
type Errors = ReturnType<typeof groupErrors<(typeof PARAMS)[number]>>;

const MEDIA_TYPES = /^(image|video|audio)\//;

/**
 * The post modal (spec 5 and 8): a title and one uploaded file (image, video or audio) enable Save;
 * description, cost view (numeric, at least 0), target views and private. A post with an id is
 * updated, one without is created.
 */
export function PostFormModal({
  open,
  post,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The post to edit; null creates one. */
  post: UserPost | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const title = Form.useWatch('title', form);
  const [file, setFile] = useState<PostFile | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setErrors({});
    form.setFieldsValue({
      title: post?.title ?? '',
      description: post?.description ?? '',
      costView: post?.costView ?? 0,
      targetView: post?.targetView ?? 0,
      isPrivate: post?.isPrivate ?? false,
    });
    setFile(
      post?.postRelativePath
        ? {
            postFilePath: post.postFilePath ?? `/${post.postRelativePath}`,
            postRelativePath: post.postRelativePath,
            postFileType: post.postFileType,
          }
        : null,
    );
  }, [open, post, form]);

  const ready = Boolean(title?.trim()) && file !== null;

  const save = async (values: Values) => {
    if (!file) return;
    setBusy(true);
    setErrors({});
    const body = {
      title: values.title.trim(),
      description: values.description ?? '',
      ...file,
      postType: 'file' as const,
      costView: values.costView ?? 0,
      targetView: values.targetView ?? 0,
      isPrivate: values.isPrivate ?? false,
    };
    try {
      if (post?.id) await CreatorsApi.updatePost(post.id, body);
      else await CreatorsApi.createPost(body);
      toast.success(post?.id ? CREATOR_TEXT.postUpdated : CREATOR_TEXT.postCreated);
      onSaved();
      onClose();
    } catch (error) {
      setErrors(groupErrors(error, PARAMS));
      toast.error(post?.id ? CREATOR_TEXT.postUpdateFailed : CREATOR_TEXT.postCreateFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={post?.id ? CREATOR_TEXT.editContent : CREATOR_TEXT.addContentTitle}
      onCancel={onClose}
      forceRender
      width={680}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {CREATOR_TEXT.cancel}
        </Button>,
        <Button key="save" type="primary" onClick={() => form.submit()} disabled={!ready} loading={busy}>
          {CREATOR_TEXT.save}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" onFinish={save} requiredMark={false} name="post">
        <Form.Item
          label={CREATOR_TEXT.title}
          name="title"
          rules={[{ required: true, whitespace: true, message: CREATOR_TEXT.titleRequired }]}
          {...fieldError(errors.title)}
        >
          <Input maxLength={POST_LIMITS.titleMax} />
        </Form.Item>
        <Form.Item label={CREATOR_TEXT.description} name="description" {...fieldError(errors.description)}>
          <Input.TextArea rows={3} maxLength={POST_LIMITS.descriptionMax} />
        </Form.Item>
        <Form.Item label={CREATOR_TEXT.file} required {...fieldError(errors.postRelativePath)}>
          <PostFileField value={file} onChange={setFile} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label={CREATOR_TEXT.costPerView}
              name="costView"
              extra={CREATOR_TEXT.freeToView}
              {...fieldError(errors.costView)}
            >
              <InputNumber min={0} max={MONEY_LIMITS.postCostView} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={CREATOR_TEXT.targetViews} name="targetView" {...fieldError(errors.targetView)}>
              <InputNumber min={0} max={POST_LIMITS.targetViewMax} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="isPrivate" valuePropName="checked" {...fieldError(errors.isPrivate)}>
          <Checkbox>{CREATOR_TEXT.privateHelp}</Checkbox>
        </Form.Item>
        <GeneralErrors messages={errors.general} />
      </Form>
    </Modal>
  );
}

/** One file (image, video or audio), chosen or dropped, uploaded at once (spec 5: single file upload). */
function PostFileField({ value, onChange }: { value: PostFile | null; onChange: (file: PostFile) => void }) {
  const inputId = useId();
  const { token } = theme.useToken();
  const [busy, setBusy] = useState(false);

  const take = async (chosen: File | undefined) => {
    if (!chosen) return toast.error(UPLOAD_TEXT.noFile);
    if (!MEDIA_TYPES.test(chosen.type)) return toast.error(CREATOR_TEXT.postFilesOnly);
    setBusy(true);
    try {
      const answer = await uploadFile(chosen);
      onChange({ postFilePath: answer.path, postRelativePath: answer.relativePath, postFileType: answer.fileType });
      toast.success(CREATOR_TEXT.fileUploaded);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : CREATOR_TEXT.fileUploadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      <label
        htmlFor={inputId}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event: DragEvent<HTMLLabelElement>) => {
          event.preventDefault();
          if (!busy) void take(event.dataTransfer.files?.[0]);
        }}
        style={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          minHeight: 96,
          padding: 12,
          border: `1px dashed ${token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          background: token.colorFillAlter,
          cursor: 'pointer',
          textAlign: 'center',
        }}
      >
        <input
          id={inputId}
          type="file"
          accept="image/*,video/*,audio/*"
          aria-label={CREATOR_TEXT.postFile}
          disabled={busy}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            void take(chosen);
          }}
          style={{ position: 'absolute', inset: 0, opacity: 0, width: '100%', cursor: 'inherit' }}
        />
        <Flex vertical align="center" gap={4}>
          {busy ? <LoadingOutlined style={{ fontSize: 28 }} /> : <InboxOutlined style={{ fontSize: 28 }} />}
          <Typography.Text>{value ? CREATOR_TEXT.replaceFile : CREATOR_TEXT.dropFile}</Typography.Text>
        </Flex>
      </label>
      {value && (
        <div data-testid="post-file-preview" style={{ maxWidth: 320 }}>
          <PostMedia
            post={{
              title: CREATOR_TEXT.uploadedFile,
              postFileType: value.postFileType,
              postFilePath: value.postFilePath,
              postRelativePath: value.postRelativePath,
              isLocked: false,
              costView: 0,
            }}
            height={140}
          />
        </div>
      )}
    </Flex>
  );
}
