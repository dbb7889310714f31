/**
 * The app's one entry point for the API's shapes. They are generated from the server's OpenAPI
 * document (@unit-costs/contract, `npm run contract`); nothing here is written by hand but the
 * spec's lower-case spellings the calculation sends beside the camel-case names.
 */
import type { CalculationRequestDto, TravelType } from '@unit-costs/contract';

export type {
  BankAddressInputDto,
  CalculationResultDto,
  ClaimDraftDto,
  ClaimUpdateWithGuidDto,
  ConfirmationMailDto,
  ContactDataDto,
  CountryDto,
  CountryOptionDto,
  ElvDataInputDto,
  ErrorBody,
  ErasureResultDto,
  EventContactDto,
  EventDto,
  FeatureCollectionDto,
  FeatureDto,
  GuestSessionDto,
  IbanCheckDto,
  MeDto,
  PagedList,
  PrivacyNoticeDto,
  SavedClaimDto,
  TravelClaimDto,
} from '@unit-costs/contract';

/** POST /api/travelclaim/calculate: the spec spells travel type, country and nights in lower case. */
export type CalculationRequest = CalculationRequestDto & {
  traveltype: TravelType;
  countryid: number;
  nightsspend: number;
};
