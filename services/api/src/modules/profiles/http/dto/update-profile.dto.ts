import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  MONEY_LIMITS,
  MSG,
  NAME_MAX_LENGTH,
  PROFILE_CATEGORIES,
  PROFILE_LIMITS,
  PROFILE_MSG,
  type ProfileCategory,
} from '@earnwave/contracts';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { Trim } from '../../../../common/pipes/field-rules';
import { Credits } from '../../../../common/pipes/credits';

/** image and background_image columns. */
const IMAGE_PATH_MAX = 200;

/** Forms send an emptied text as '' or null: both store ''. */
const NullAsEmpty = () => Transform(({ value }) => (value === null ? '' : value));

/** An emptied image is '' or null: both clear it (null), which is not "not given" (undefined). */
const EmptyImageAsNull = () =>
  Transform(({ value }) => (value === '' || (typeof value === 'string' && value.trim() === '') ? null : value));

/** "a, b ,, c" becomes "a,b,c": each item trimmed, empty items dropped. */
const CommaList = () =>
  Transform(({ value }) => {
    if (value === null) return '';
    if (typeof value !== 'string') return value;
    return value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0)
      .join(',');
  });

/** A web address (http or https, with a host), or empty. */
export function isWebAddressOrEmpty(value: unknown): boolean {
  if (value === '') return true;
  if (typeof value !== 'string' || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

function WebAddressOrEmpty(options: ValidationOptions): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      name: 'webAddressOrEmpty',
      target: target.constructor,
      propertyName: String(property),
      options,
      validator: { validate: isWebAddressOrEmpty },
    });
}

/** A text field: trimmed, '' or null store '', at most `max` characters. Checks run in the order registered. */
function TextField(field: string, max: number): PropertyDecorator {
  return (target, property) => {
    IsString({ message: PROFILE_MSG.textInvalid(field) })(target, property);
    MaxLength(max, { message: PROFILE_MSG.textTooLong(field, max) })(target, property);
    IsOptional()(target, property);
    Trim()(target, property);
    NullAsEmpty()(target, property);
  };
}

function SocialPage(field: string): PropertyDecorator {
  return (target, property) => {
    IsString({ message: PROFILE_MSG.socialInvalid })(target, property);
    MaxLength(PROFILE_LIMITS.socialMax, { message: PROFILE_MSG.textTooLong(field, PROFILE_LIMITS.socialMax) })(
      target,
      property,
    );
    WebAddressOrEmpty({ message: PROFILE_MSG.socialInvalid })(target, property);
    IsOptional()(target, property);
    Trim()(target, property);
    NullAsEmpty()(target, property);
  };
}

function ImagePath(): PropertyDecorator {
  return (target, property) => {
    IsString({ message: PROFILE_MSG.imageInvalid })(target, property);
    MaxLength(IMAGE_PATH_MAX, { message: PROFILE_MSG.imageInvalid })(target, property);
    IsOptional()(target, property);
    EmptyImageAsNull()(target, property);
  };
}

/**
 * `PUT members/update/profile`: any subset of the profile's fields (spec 3, Profile). A field left
 * out (or null, for name, category, receiveMessage and earnPerMessage) stays as it is.
 */
export class UpdateProfileDto {
  @ApiPropertyOptional({ maxLength: NAME_MAX_LENGTH })
  @IsOptional()
  @Trim()
  @MaxLength(NAME_MAX_LENGTH, { message: MSG.nameTooLong })
  @IsNotEmpty({ message: MSG.nameRequired })
  @IsString({ message: MSG.nameRequired })
  name?: string | null;

  @ApiPropertyOptional({ enum: PROFILE_CATEGORIES })
  @IsOptional()
  @IsIn(PROFILE_CATEGORIES, { message: PROFILE_MSG.categoryInvalid })
  category?: ProfileCategory | null;

  @ApiPropertyOptional({ maxLength: PROFILE_LIMITS.bioMax })
  @TextField('bio', PROFILE_LIMITS.bioMax)
  bio?: string;

  @ApiPropertyOptional({ description: 'relative path of an image the caller uploaded; "" or null clears it' })
  @ImagePath()
  image?: string | null;

  @ApiPropertyOptional({ description: 'relative path of an image the caller uploaded; "" or null clears it' })
  @ImagePath()
  backgroundImage?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: PROFILE_MSG.receiveMessageInvalid })
  receiveMessage?: boolean | null;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: MONEY_LIMITS.earnPerMessage, description: 'credits' })
  @IsOptional()
  @Credits('earnPerMessage', { min: 0, message: PROFILE_MSG.earnPerMessageInvalid })
  earnPerMessage?: bigint | null;

  @ApiPropertyOptional({ maxLength: PROFILE_LIMITS.introsMax })
  @TextField('intros', PROFILE_LIMITS.introsMax)
  intros?: string;

  @ApiPropertyOptional({ maxLength: PROFILE_LIMITS.descriptionMax })
  @TextField('description', PROFILE_LIMITS.descriptionMax)
  description?: string;

  @ApiPropertyOptional({ description: 'comma-separated; each item is trimmed', maxLength: PROFILE_LIMITS.listMax })
  @IsOptional()
  @MaxLength(PROFILE_LIMITS.listMax, { message: PROFILE_MSG.textTooLong('links', PROFILE_LIMITS.listMax) })
  @IsString({ message: PROFILE_MSG.textInvalid('links') })
  @CommaList()
  links?: string;

  @ApiPropertyOptional({ description: 'comma-separated; each item is trimmed', maxLength: PROFILE_LIMITS.listMax })
  @IsOptional()
  @MaxLength(PROFILE_LIMITS.listMax, { message: PROFILE_MSG.textTooLong('channels', PROFILE_LIMITS.listMax) })
  @IsString({ message: PROFILE_MSG.textInvalid('channels') })
  @CommaList()
  channels?: string;

  @ApiPropertyOptional({ description: 'http(s) address or empty' })
  @SocialPage('instagram')
  instagram?: string;

  @ApiPropertyOptional({ description: 'http(s) address or empty' })
  @SocialPage('youtube')
  youtube?: string;

  @ApiPropertyOptional({ description: 'http(s) address or empty' })
  @SocialPage('snapchat')
  snapchat?: string;

  @ApiPropertyOptional({ description: 'http(s) address or empty' })
  @SocialPage('facebook')
  facebook?: string;
}
