import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Expose, Transform, Type } from 'class-transformer';
import {
  IsInt,
  IsNotEmpty,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';

import { checkIban, electronicIban, isValidBic, normalizedBic } from '../../../../platform/common/banking/iban.js';
import { MAX_ID } from '../../../../platform/common/ids/parse-id.pipe.js';
import { IsPresent, Trim } from '../../../../platform/common/validation/field-rules.js';

/** An address of the bank form, as validated. */
export interface AddressInput {
  street: string;
  postalCode: string;
  city: string;
  countryId: number;
}

/** The bank form as validated: IBAN in electronic format, BIC upper-cased, '' for what was left out. */
export interface ElvDataInput {
  claimId: string;
  iban: string;
  bic: string;
  bankname: string;
  accountHolderName: string;
  /** null for a valid SEPA IBAN, whatever was sent. */
  bankAddress: AddressInput | null;
  /** null for an IBAN of a bank in the EEA, whatever was sent (checkIban's holderAddressNeeded). */
  accountHolderAddress: AddressInput | null;
}

/** `owner`: whose address, as the messages name it ("bank's", "account holder's"). */
function addressInputOf(owner: string) {
  class AddressInputDto implements AddressInput {
    @ApiProperty({ example: 'Kaiserstraße 1' })
    @Trim()
    @IsNotEmpty({ message: `Please enter the ${owner} street.` })
    @IsString({ message: `Please enter the ${owner} street.` })
    @MaxLength(200, { message: `The ${owner} street must not be longer than 200 characters.` })
    street!: string;

    @ApiProperty({ example: '54290' })
    @Trim()
    @IsNotEmpty({ message: `Please enter the ${owner} postal code.` })
    @IsString({ message: `Please enter the ${owner} postal code.` })
    @MaxLength(20, { message: `The ${owner} postal code must not be longer than 20 characters.` })
    postalCode!: string;

    @ApiProperty({ example: 'Trier' })
    @Trim()
    @IsNotEmpty({ message: `Please enter the ${owner} city.` })
    @IsString({ message: `Please enter the ${owner} city.` })
    @MaxLength(200, { message: `The ${owner} city must not be longer than 200 characters.` })
    city!: string;

    @ApiProperty({
      type: Number,
      nullable: true,
      description: 'Id of a country (GET /api/countries); null (none chosen) is answered with a field error.',
      example: 83,
    })
    @IsPresent({ message: `Please choose the ${owner} country.` })
    @IsInt({ message: `Please choose the ${owner} country.` })
    @Min(1, { message: `The ${owner} country must be the id of a country.` })
    @Max(MAX_ID, { message: `The ${owner} country must be the id of a country.` })
    countryId!: number;
  }
  return AddressInputDto;
}

export class BankAddressInputDto extends addressInputOf("bank's") {}

export class AccountHolderAddressInputDto extends addressInputOf("account holder's") {}

/** Text left out (absent, null or blank) becomes ''; exposed, so that a missing key is transformed too. */
const TextOrEmpty = (normalise: (text: string) => string = (text) => text.trim()) =>
  applyDecorators(
    Expose(),
    Transform(({ value }) =>
      value === undefined || value === null ? '' : typeof value === 'string' ? normalise(value) : value,
    ),
  );

/** Valid by ibantools; the message says why not. */
const IsIban = () =>
  ValidateBy({
    name: 'isIban',
    validator: {
      validate: (value) => checkIban(value).isValid,
      defaultMessage: (args?: ValidationArguments) => checkIban(args?.value).errorMessage ?? '',
    },
  });

const BIC_INVALID = 'The BIC is not valid. A BIC has 8 or 11 letters and digits, such as DEUTDEFF or DEUTDEFF500.';

const IsBic = () =>
  ValidateBy(
    { name: 'isBic', validator: { validate: (value) => typeof value === 'string' && isValidBic(value) } },
    { message: BIC_INVALID },
  );

/**
 * What the account needs besides the IBAN and the holder's name. A SEPA transfer needs nothing more
 * (the EU's "IBAN-only" rule); outside SEPA the bank must be named (BIC, name, address). The holder's
 * address is asked where the EPC's rulebook asks for it (a bank in SEPA outside the EEA) and outside
 * SEPA. While the IBAN is not valid nothing more is needed yet: its error is the one to fix first, and
 * the form shows the other fields once the IBAN tells which.
 */
function needs(iban: unknown): { bank: boolean; holderAddress: boolean } {
  const check = checkIban(iban);
  return { bank: check.isValid && !check.sepa, holderAddress: check.holderAddressNeeded };
}

/** Where needed, the address sent or, missing, one with every part missing (each field gets its message); else null. */
function neededAddress<T extends object>(needed: boolean, value: unknown, make: new () => T): T | null {
  if (!needed) return null;
  return value instanceof make ? value : new make();
}

/**
 * POST /api/elvdata. Validated by ElvDataPipe, which keys the errors as spec section 5 does (IBAN, BIC,
 * BankAddress.Country, ...), one message per field.
 */
export class ElvDataInputDto implements ElvDataInput {
  @ApiProperty({ format: 'uuid', description: "The claim's guid." })
  @IsPresent({ message: 'Please name the claim (claimId) the bank details are for.' })
  @IsUUID('all', { message: 'The claimId must be the guid of a claim.' })
  claimId!: string;

  @ApiProperty({ example: 'DE89 3704 0044 0532 0130 00', description: 'Spaces and case do not matter.' })
  @Transform(({ value }) => (typeof value === 'string' ? electronicIban(value) : value))
  @IsIban()
  iban!: string;

  @ApiProperty({
    example: 'COBADEFFXXX',
    description: 'Needed outside SEPA; for a SEPA IBAN checked only when given.',
  })
  @TextOrEmpty(normalizedBic)
  @ValidateIf((dto: ElvDataInputDto) => needs(dto.iban).bank || dto.bic !== '')
  @IsNotEmpty({ message: 'Please enter the BIC of the bank.' })
  @IsBic()
  bic!: string;

  @ApiProperty({ example: 'Commerzbank', description: 'Needed outside SEPA; for a SEPA IBAN optional.' })
  @TextOrEmpty()
  @ValidateIf((dto: ElvDataInputDto) => needs(dto.iban).bank || dto.bankname !== '')
  @IsNotEmpty({ message: 'Please enter the name of the bank.' })
  @IsString({ message: 'Please enter the name of the bank.' })
  @MaxLength(200, { message: 'The name of the bank must not be longer than 200 characters.' })
  bankname!: string;

  @ApiProperty({ example: 'Jane Doe' })
  @TextOrEmpty()
  @IsNotEmpty({ message: 'Please enter the name of the account holder.' })
  @IsString({ message: 'Please enter the name of the account holder.' })
  @MaxLength(200, { message: 'The name of the account holder must not be longer than 200 characters.' })
  accountHolderName!: string;

  @ApiProperty({
    type: BankAddressInputDto,
    nullable: true,
    description: 'Needed outside SEPA; stored as null for a SEPA IBAN even if sent.',
  })
  @Expose()
  @Type(() => BankAddressInputDto)
  @Transform(({ value, obj }) =>
    neededAddress(needs((obj as { iban?: unknown }).iban).bank, value, BankAddressInputDto),
  )
  @ValidateIf((dto: ElvDataInputDto) => dto.bankAddress !== null)
  @ValidateNested()
  bankAddress!: BankAddressInputDto | null;

  @ApiProperty({
    type: AccountHolderAddressInputDto,
    nullable: true,
    description:
      "Needed outside SEPA and for a bank in SEPA outside the EEA (GET /api/elvdata/validate/{iban}'s holderAddressNeeded); stored as null for any other IBAN even if sent.",
  })
  @Expose()
  @Type(() => AccountHolderAddressInputDto)
  @Transform(({ value, obj }) =>
    neededAddress(needs((obj as { iban?: unknown }).iban).holderAddress, value, AccountHolderAddressInputDto),
  )
  @ValidateIf((dto: ElvDataInputDto) => dto.accountHolderAddress !== null)
  @ValidateNested()
  accountHolderAddress!: AccountHolderAddressInputDto | null;
}
