import { ApiPropertyOptional } from '@nestjs/swagger';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PROFILE_MSG } from '@earnwave/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { NormaliseEmail, Trim } from '../../../../common/pipes/field-rules';
import { PageQuery } from './page.query';

/** `GET users/search/users?name&email&page&limit`. */
export class SearchMembersQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'part of the name, any case' })
  @IsOptional()
  @Trim()
  @MaxLength(NAME_MAX_LENGTH, { message: PROFILE_MSG.searchNameInvalid })
  @IsString({ message: PROFILE_MSG.searchNameInvalid })
  name?: string;

  @ApiPropertyOptional({ description: 'the exact e-mail address (any case)' })
  @IsOptional()
  @NormaliseEmail()
  @MaxLength(EMAIL_MAX_LENGTH, { message: PROFILE_MSG.searchEmailInvalid })
  @IsString({ message: PROFILE_MSG.searchEmailInvalid })
  email?: string;
}
