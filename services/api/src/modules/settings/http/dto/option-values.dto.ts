import {
  OPTION_KEYS,
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
const linkMessage = (what: string) => `${what}: enter an http(s) URL or a path on this server.`;

function Text(max: number, what: string, required = true): PropertyDecorator {
  return (target, property) => {
    // Checks run in the order they are registered: the type first, the length last.
    Trim()(target, property);
    IsString({ message: `Enter ${what.toLowerCase()}.` })(target, property);
    if (required) IsNotEmpty({ message: `Enter ${what.toLowerCase()}.` })(target, property);
    MaxLength(max, { message: `${what} is at most ${max} characters.` })(target, property);
  };
}

function Link(what: string): PropertyDecorator {
  return (target, property) => {
    Trim()(target, property);
    IsString({ message: linkMessage(what) })(target, property);
    MaxLength(500, { message: `${what} is at most 500 characters.` })(target, property);
    Matches(LINK, { message: linkMessage(what) })(target, property);
  };
}

export class LandingSectionDto {
  @Text(80, 'The step title') title!: string;
  @Text(400, 'The step description') description!: string;
  @Link('The step picture') relativePath!: string;
}

export class LandingInvestmentDto {
  @Text(200, 'The title') title!: string;
  @Text(400, 'The subtitle') subTitle!: string;
  @Text(200, 'The section message') sectionMessage!: string;
  @Text(200, 'The header title') headerTitle!: string;
  @Text(400, 'The header subtitle') headerSubTitle!: string;

  @ValidateNested({ each: true })
  @Type(() => LandingSectionDto)
  @ArrayMaxSize(3, { message: 'The landing page has exactly three steps.' })
  @ArrayMinSize(3, { message: 'The landing page has exactly three steps.' })
  @IsArray({ message: 'The landing page has exactly three steps.' })
  sections!: LandingSectionDto[];
}

export class MembershipDescDto {
  @Text(120, 'The title') title!: string;
  /** HTML; sanitised when saved and when read. */
  @Text(20_000, 'The description') content!: string;
  @Link('The video link') videoLink!: string;
}

const NETWORK_CHOICE = `Choose the network: one of ${PAYMENT_NETWORK_KEYS.join(', ')}.`;

/** The platform's USDT wallet, checked for the chosen network as members' payout addresses are. */
export class MembershipCommonDto {
  @Link('The QR code picture') qr!: string;

  @Text(150, 'The wallet address')
  @ValidateBy({
    name: 'isWalletForNetwork',
    validator: {
      validate: (wallet, args) => isValidWalletAddress(wallet as string, (args?.object as MembershipCommonDto).network),
      defaultMessage: (args) => {
        const network = paymentNetwork((args?.object as MembershipCommonDto).network);
        return network ? walletAddressInvalidMsg(network.label) : NETWORK_CHOICE;
      },
    },
  })
  wallet!: string;

  @Trim()
  @IsIn(PAYMENT_NETWORK_KEYS, { message: NETWORK_CHOICE })
  network!: string;
}

export class CardPaymentLinkDto {
  @Text(100, 'The buy button id') buyButtonId!: string;
  @Text(100, 'The payment link id') paymentLinkId!: string;
}

/** One hosted card-payment button per level; a level without one cannot be paid by card. */
export class CardPaymentLinksDto {
  @IsOptional() @ValidateNested() @Type(() => CardPaymentLinkDto) bronze?: CardPaymentLinkDto;
  @IsOptional() @ValidateNested() @Type(() => CardPaymentLinkDto) silver?: CardPaymentLinkDto;
  @IsOptional() @ValidateNested() @Type(() => CardPaymentLinkDto) gold?: CardPaymentLinkDto;
  @IsOptional() @ValidateNested() @Type(() => CardPaymentLinkDto) cash?: CardPaymentLinkDto;
}

export class BannerImageDto {
  @Link('The banner image') imageUrl!: string;
}

export class ContactDto {
  @Text(80, 'The contact name') name!: string;

  @Trim()
  @IsEmail({}, { message: 'Enter a valid contact e-mail address.' })
  email!: string;
}

/** Each key's body: `{ value }`, so that an error names `value.field`. */
function wrapper(valueType: () => new () => object) {
  class Body {
    @ValidateNested()
    @Type(valueType)
    @IsObject({ message: 'The value is an object of the fields of this setting.' })
    value!: object;
  }
  return Body;
}

class BannerImagesBody {
  @ValidateNested({ each: true })
  @Type(() => BannerImageDto)
  @ArrayMaxSize(10, { message: 'At most 10 banner images.' })
  @ArrayMinSize(1, { message: 'Give at least one banner image.' })
  @IsArray({ message: 'The banner images are a list.' })
  value!: BannerImageDto[];
}

const FEE_PERCENT = 'The fee is a percentage from 0 to 100 with at most 2 decimals.';

/** The platform's share of a paid post view, in percent; the value is a JSON number. */
class PostViewFeeBody {
  // The console's text input sends the number as text.
  @Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value))
  @ValidateBy(
    { name: 'isFeePercent', validator: { validate: (value) => feePercentToBasisPoints(value) !== undefined } },
    { message: FEE_PERCENT },
  )
  value!: number;
}

/** The payment desk's auto-approval of verified deposits; the value is a JSON boolean. */
class DepositAutoApprovalBody {
  @IsBoolean({ message: 'Auto-approval is on (true) or off (false).' })
  value!: boolean;
}

class NotificationBody {
  /** HTML; sanitised when saved and when read. */
  @MaxLength(20_000, { message: 'The notification is at most 20,000 characters.' })
  @IsString({ message: 'The notification is HTML text.' })
  value!: string;
}

export interface OptionDefinition {
  label: string;
  /** `html` values are strings of HTML; the others are JSON. */
  format: 'json' | 'html';
  body: new () => { value: unknown };
}

/** Every setting the console edits, in the order it lists them. */
export const OPTION_DEFINITIONS: Record<OptionKey, OptionDefinition> = {
  [OPTION_KEYS.landingInvestment]: {
    label: 'Landing page: texts, header and the three steps',
    format: 'json',
    body: wrapper(() => LandingInvestmentDto) as OptionDefinition['body'],
  },
  [OPTION_KEYS.membershipDesc]: {
    label: 'Membership description and video',
    format: 'json',
    body: wrapper(() => MembershipDescDto) as OptionDefinition['body'],
  },
  [OPTION_KEYS.membershipCommon]: {
    label: 'USDT payment: wallet, QR code and network',
    format: 'json',
    body: wrapper(() => MembershipCommonDto) as OptionDefinition['body'],
  },
  [OPTION_KEYS.cardPaymentLinks]: {
    label: 'Card payment buttons per level',
    format: 'json',
    body: wrapper(() => CardPaymentLinksDto) as OptionDefinition['body'],
  },
  [OPTION_KEYS.bannerImages]: { label: 'Banner images', format: 'json', body: BannerImagesBody },
  [OPTION_KEYS.contact]: {
    label: 'Contact details',
    format: 'json',
    body: wrapper(() => ContactDto) as OptionDefinition['body'],
  },
  [OPTION_KEYS.postViewFeePercent]: {
    label: 'Paid post views: platform fee (%)',
    format: 'json',
    body: PostViewFeeBody,
  },
  [OPTION_KEYS.depositAutoApproval]: {
    label: 'Payment desk: approve deposits the chain check verified (never from flagged accounts)',
    format: 'json',
    body: DepositAutoApprovalBody,
  },
  [OPTION_KEYS.dashTodaysNotification]: {
    label: "Dashboard: today's notification (HTML)",
    format: 'html',
    body: NotificationBody,
  },
};
