import {
  MONEY_LIMITS,
  NAME_MAX_LENGTH,
  PROFILE_LIMITS,
  PROFILE_MSG,
  type ProfileSocialPage,
} from '@earnwave/contracts';
import { Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { fieldError, GeneralErrors } from '../../../components/field-errors';
import { ImageDropZone } from '../../../components/image-drop-zone';
import { CreatorsApi, groupErrors, type Profile, type ProfileUpdate } from '../../../services/api';
import { updateUser } from '../../../services/session';
import { toast } from '../../../services/toast';
import { CREATOR_TEXT } from '../../../texts/profile';
import { CATEGORY_OPTIONS } from '../../../services/categories';

const PARAMS = [
  'name',
  'category',
  'bio',
  'image',
  'backgroundImage',
  'receiveMessage',
  'earnPerMessage',
  'intros',
  'description',
  'links',
  'channels',
  'instagram',
  'youtube',
  'snapchat',
  'facebook',
] as const satisfies readonly (keyof ProfileUpdate)[];
type Errors = ReturnType<typeof groupErrors<(typeof PARAMS)[number]>>;
type Values = Required<ProfileUpdate>;

const WEB_ADDRESS = /^https?:\/\/[^\s/]+\S*$/i;

const valuesOf = (profile: Profile): Values => ({
  name: profile.name,
  category: profile.category,
  bio: profile.bio ?? '',
  image: profile.image,
  backgroundImage: profile.backgroundImage,
  receiveMessage: profile.receiveMessage,
  earnPerMessage: profile.earnPerMessage,
  intros: profile.intros ?? '',
  description: profile.description ?? '',
  links: profile.links ?? '',
  channels: profile.channels ?? '',
  instagram: profile.instagram ?? '',
  youtube: profile.youtube ?? '',
  snapchat: profile.snapchat ?? '',
  facebook: profile.facebook ?? '',
});

/**
 * Edit Profile (spec 2, 3 and 5): every profile field, the category choices, drop zones for the
 * avatar and cover image, Earn Per Message at least 0. Server field errors show under their field.
 */
export function EditProfileModal({
  profile,
  open,
  onClose,
  onSaved,
}: {
  profile: Profile;
  open: boolean;
  onClose: () => void;
  onSaved: (profile: Profile) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      form.setFieldsValue(valuesOf(profile));
      setErrors({});
    }
  }, [open, profile, form]);

  const save = async (values: Values) => {
    setBusy(true);
    setErrors({});
    try {
      const saved = await CreatorsApi.updateProfile({
        ...values,
        name: values.name.trim(),
        earnPerMessage: values.earnPerMessage ?? 0,
      });
      if (saved.name) updateUser({ name: saved.name });
      toast.success(CREATOR_TEXT.profileUpdated);
      onSaved(saved);
      onClose();
    } catch (error) {
      setErrors(groupErrors(error, PARAMS));
      toast.error(CREATOR_TEXT.profileUpdateFailed);
    } finally {
      setBusy(false);
    }
  };

  const text = (name: keyof Values, label: string, placeholder: string, maxLength: number) => (
    <Form.Item label={label} name={name} {...fieldError(errors[name])}>
      <Input placeholder={placeholder} maxLength={maxLength} />
    </Form.Item>
  );
  /** Social pages are web addresses or empty (the server's rule, checked here first). */
  const social = (name: ProfileSocialPage, label: string) => (
    <Form.Item
      label={label}
      name={name}
      rules={[{ pattern: WEB_ADDRESS, message: PROFILE_MSG.socialInvalid }]}
      {...fieldError(errors[name])}
    >
      <Input placeholder={CREATOR_TEXT.webAddressPlaceholder} maxLength={PROFILE_LIMITS.socialMax} inputMode="url" />
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title={CREATOR_TEXT.editProfile}
      onCancel={onClose}
      okText={CREATOR_TEXT.save}
      onOk={() => form.submit()}
      confirmLoading={busy}
      width={760}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={save} requiredMark={false} name="edit-profile">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={CREATOR_TEXT.profileImage} name="image" {...fieldError(errors.image)}>
              <ImageDropZone label={CREATOR_TEXT.profileImage} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={CREATOR_TEXT.coverImage} name="backgroundImage" {...fieldError(errors.backgroundImage)}>
              <ImageDropZone label={CREATOR_TEXT.coverImage} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={CREATOR_TEXT.name}
              name="name"
              rules={[{ required: true, whitespace: true, message: CREATOR_TEXT.nameRequired }]}
              {...fieldError(errors.name)}
            >
              <Input maxLength={NAME_MAX_LENGTH} autoComplete="name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={CREATOR_TEXT.category} name="category" {...fieldError(errors.category)}>
              <Select options={CATEGORY_OPTIONS} aria-label={CREATOR_TEXT.category} virtual={false} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={CREATOR_TEXT.receiveMessages}
              name="receiveMessage"
              valuePropName="checked"
              {...fieldError(errors.receiveMessage)}
            >
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={CREATOR_TEXT.earnPerMessage} name="earnPerMessage" {...fieldError(errors.earnPerMessage)}>
              <InputNumber
                min={0}
                max={MONEY_LIMITS.earnPerMessage}
                style={{ width: '100%' }}
                suffix={CREATOR_TEXT.creditsUnit}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label={CREATOR_TEXT.intro} name="intros" {...fieldError(errors.intros)}>
              <Input.TextArea rows={2} maxLength={PROFILE_LIMITS.introsMax} />
            </Form.Item>
            <Form.Item label={CREATOR_TEXT.bio} name="bio" {...fieldError(errors.bio)}>
              <Input.TextArea rows={3} maxLength={PROFILE_LIMITS.bioMax} />
            </Form.Item>
            <Form.Item label={CREATOR_TEXT.description} name="description" {...fieldError(errors.description)}>
              <Input.TextArea rows={3} maxLength={PROFILE_LIMITS.descriptionMax} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {text('links', CREATOR_TEXT.links, CREATOR_TEXT.linksHelp, PROFILE_LIMITS.listMax)}
          </Col>
          <Col xs={24} md={12}>
            {text('channels', CREATOR_TEXT.channels, CREATOR_TEXT.commaSeparated, PROFILE_LIMITS.listMax)}
          </Col>
          <Col xs={24} md={12}>
            {social('facebook', CREATOR_TEXT.social.facebook)}
          </Col>
          <Col xs={24} md={12}>
            {social('snapchat', CREATOR_TEXT.social.snapchat)}
          </Col>
          <Col xs={24} md={12}>
            {social('instagram', CREATOR_TEXT.social.instagram)}
          </Col>
          <Col xs={24} md={12}>
            {social('youtube', CREATOR_TEXT.social.youtube)}
          </Col>
        </Row>
        <GeneralErrors messages={errors.general} />
      </Form>
    </Modal>
  );
}
