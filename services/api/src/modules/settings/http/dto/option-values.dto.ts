import {
  OPTION_FIELDS,
  OPTION_KEYS,
  OPTION_MSG,
  PAYMENT_NETWORK_KEYS,
  paymentNetwork,
  walletAddressInvalidMsg,
  type OptionKey,
} from '@earnwave/contracts';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { feePercentToBasisPoints, isValidWalletAddress } from '@earnwave/domain';
import { Trim } from '../../../../common/pipes/field-rules';

/**
 * The value of each setting an administrator edits, validated per key. The body of
 * `PUT /api/admin/options/{key}` is `{ value }`; these classes describe `value`.
 */

/** A link the pages load: an absolute http(s) URL, or a path on this server (`assets/...`, `uploads/...`). */
const LINK = /^(https?:\/\/[^\s"'<>]+|\/?[\w./-]+)$/;
function Text(max: number, what: string, required = true): PropertyDecorator {
  return (target, property) => {
    // Checks run in the order they are registered: the type first, the length last.
    Trim()(target, property);
    IsString({ message: OPTION_MSG.required(what) })(target, property);
    if (required) IsNotEmpty({ message: OPTION_MSG.required(what) })(target, property);
    MaxLength(max, { message: OPTION_MSG.tooLong(what, max) })(target, property);
  };
}

function Link(what: string): PropertyDecorator {
  return (target, property) => {
    Trim()(target, property);
    IsString({ message: OPTION_MSG.linkInvalid(what) })(target, property);
    MaxLength(500, { message: OPTION_MSG.tooLong(what, 500) })(target, property);
    Matches(LINK, { message: OPTION_MSG.linkInvalid(what) })(target, property);
  };
}

export class LandingSectionDto {
  @Text(80, OPTION_FIELDS.stepTitle) title!: string;
  @Text(400, OPTION_FIELDS.stepDescription) description!: string;
  @Link(OPTION_FIELDS.stepPicture) relativePath!: string;
}

export class LandingInvestmentDto {
  @Text(200, OPTION_FIELDS.title) title!: string;
  @Text(400, OPTION_FIELDS.subTitle) subTitle!: string;
  @Text(200, OPTION_FIELDS.sectionMessage) sectionMessage!: string;
  @Text(200, OPTION_FIELDS.headerTitle) headerTitle!: string;
  @Text(400, OPTION_FIELDS.headerSubTitle) headerSubTitle!: string;

  @ValidateNested({ each: true })
  @Type(() => LandingSectionDto)
  @ArrayMaxSize(3, { message: OPTION_MSG.landingSteps })
  @ArrayMinSize(3, { message: OPTION_MSG.landingSteps })
  @IsArray({ message: OPTION_MSG.landingSteps })
  sections!: LandingSectionDto[];
}

export class MembershipDescDto {
  @Text(120, OPTION_FIELDS.title) title!: string;
  /** HTML; sanitised when saved and when read. */
  @Text(20_000, OPTION_FIELDS.description) content!: string;
  @Link(OPTION_FIELDS.videoLink) videoLink!: string;
}

/** The platform's USDT wallet, checked for the chosen network as members' payout addresses are. */
export class MembershipCommonDto {
  @Link(OPTION_FIELDS.qrCode) qr!: string;

  @Text(150, OPTION_FIELDS.walletAddress)
  @ValidateBy({
    name: 'isWalletForNetwork',
    validator: {
      validate: (wallet, args) => isValidWalletAddress(wallet as string, (args?.object as MembershipCommonDto).network),
      defaultMessage: (args) => {
        const network = paymentNetwork((args?.object as MembershipCommonDto).network);
        return network ? walletAddressInvalidMsg(network.label) : OPTION_MSG.networkChoice;
      },
    },
  })
  wallet!: string;

  @Trim()
  @IsIn(PAYMENT_NETWORK_KEYS, { message: OPTION_MSG.networkChoice })
  network!: string;
}

export class CardPaymentLinkDto {
  @Text(100, OPTION_FIELDS.buyButtonId) buyButtonId!: string;
  @Text(100, OPTION_FIELDS.paymentLinkId) paymentLinkId!: string;
}

/** One hosted card-payment button per level; a level without one cannot be paid by card. */
export class CardPaymentLinksDto {
  @IsOptional() @ValidateNested() @Type(() => CardPaymentLinkDto) bronze?: CardPaymentLinkDto;
  @IsOptional() @ValidateNested() @Type(() => CardPaymentLinkDto) silver?: CardPaymentLinkDto;
  @IsOptional() @ValidateNested() @Type(() => CardPaymentLinkDto) gold?: CardPaymentLinkDto;
  @IsOptional() @ValidateNested() @Type(() => CardPaymentLinkDto) cash?: CardPaymentLinkDto;
}

export class BannerImageDto {
  @Link(OPTION_FIELDS.bannerImage) imageUrl!: string;
}

export class ContactDto {
  @Text(80, OPTION_FIELDS.contactName) name!: string;

  @Trim()
  @IsEmail({}, { message: OPTION_MSG.contactEmailInvalid })
  email!: string;
}

/** Each key's body: `{ value }`, so that an error names `value.field`. */
function wrapper(valueType: () => new () => object) {
  class Body {
    @ValidateNested()
    @Type(valueType)
    @IsObject({ message: OPTION_MSG.valueNotObject })
    value!: object;
  }
  return Body;
}

class BannerImagesBody {
  @ValidateNested({ each: true })
  @Type(() => BannerImageDto)
  @ArrayMaxSize(10, { message: OPTION_MSG.bannerImagesTooMany })
  @ArrayMinSize(1, { message: OPTION_MSG.bannerImagesRequired })
  @IsArray({ message: OPTION_MSG.bannerImagesNotList })
  value!: BannerImageDto[];
}

/** The platform's share of a paid post view, in percent; the value is a JSON number. */
class PostViewFeeBody {
  // The console's text input sends the number as text.
  @Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value))
  @ValidateBy(
    { name: 'isFeePercent', validator: { validate: (value) => feePercentToBasisPoints(value) !== undefined } },
    { message: OPTION_MSG.feePercentInvalid },
  )
  value!: number;
}

/** The payment desk's auto-approval of verified deposits; the value is a JSON boolean. */
class DepositAutoApprovalBody {
  @IsBoolean({ message: OPTION_MSG.autoApprovalInvalid })
  value!: boolean;
}

class NotificationBody {
  /** HTML; sanitised when saved and when read. */
  @MaxLength(20_000, { message: OPTION_MSG.notificationTooLong })
  @IsString({ message: OPTION_MSG.notificationIsText })
  value!: string;
}

export interface OptionDefinition {
  /** `html` values are strings of HTML; the others are JSON. */
  format: 'json' | 'html';
  body: new () => { value: unknown };
}

/** Every setting the console edits, in the order it lists them (their labels: OPTION_LABELS). */
export const OPTION_DEFINITIONS: Record<OptionKey, OptionDefinition> = {
  [OPTION_KEYS.landingInvestment]: {
    format: 'json',
    body: wrapper(() => LandingInvestmentDto) as OptionDefinition['body'],
  },
  [OPTION_KEYS.membershipDesc]: {
    format: 'json',
    body: wrapper(() => MembershipDescDto) as OptionDefinition['body'],
  },
  [OPTION_KEYS.membershipCommon]: {
    format: 'json',
    body: wrapper(() => MembershipCommonDto) as OptionDefinition['body'],
  },
  [OPTION_KEYS.cardPaymentLinks]: {
    format: 'json',
    body: wrapper(() => CardPaymentLinksDto) as OptionDefinition['body'],
  },
  [OPTION_KEYS.bannerImages]: { format: 'json', body: BannerImagesBody },
  [OPTION_KEYS.contact]: {
    format: 'json',
    body: wrapper(() => ContactDto) as OptionDefinition['body'],
  },
  [OPTION_KEYS.postViewFeePercent]: {
    format: 'json',
    body: PostViewFeeBody,
  },
  [OPTION_KEYS.depositAutoApproval]: {
    format: 'json',
    body: DepositAutoApprovalBody,
  },
  [OPTION_KEYS.dashTodaysNotification]: {
    format: 'html',
    body: NotificationBody,
  },
};
