import { allowedNights } from '../../../platform/common/event-calendar.js';
import type { Contact } from '../../contacts/contact.entity.js';
import type { EventLocation } from '../event-location.entity.js';
import type { Event } from '../event.entity.js';
import type { EventContactDto, EventDto, EventLocationDto } from './event.dto.js';

export function toContactDto(contact: Contact): EventContactDto {
  return {
    contactId: contact.id,
    firstName: contact.firstname,
    lastName: contact.lastname,
    displayName: `${contact.firstname} ${contact.lastname}`,
    jobTitle: contact.jobTitle,
    email: contact.email,
    phone: contact.phone,
  };
}

function toLocationDto(location: EventLocation): EventLocationDto {
  return {
    locationId: location.id,
    name: location.name,
    city: location.city,
    country: location.country.name,
    countryISO_3166: location.country.iso3166,
    osmid: location.osmId === null ? null : Number(location.osmId),
    latitude: location.latitude,
    longitude: location.longitude,
    primary: location.isPrimary,
  };
}

export const byName = (a: Contact, b: Contact) =>
  a.lastname.localeCompare(b.lastname) || a.firstname.localeCompare(b.firstname) || a.id - b.id;

const primaryFirst = (a: EventLocation, b: EventLocation) => Number(b.isPrimary) - Number(a.isPrimary) || a.id - b.id;

/** Expects the event with its languages, contacts and locations (with their country) loaded. */
export function toEventDto(event: Event): EventDto {
  const locations = [...event.locations].sort(primaryFirst).map(toLocationDto);
  return {
    id: event.id,
    number: event.number,
    title: event.title,
    location: locations.find((location) => location.primary) ?? null,
    startDate: event.startDate.toISOString(),
    endDate: event.endDate.toISOString(),
    offlineDate: event.offlineDate?.toISOString() ?? null,
    accommodationEligible: event.accommodationEligible,
    maxNights: event.maxNights,
    allowedNights: allowedNights(event),
    distanceBandVersion: event.distanceBandVersion,
    languages: [...event.languages]
      .sort((a, b) => a.language.localeCompare(b.language))
      .map(({ language, title }) => ({ language, title })),
    contacts: [...event.contacts].sort(byName).map(toContactDto),
    locations,
    rowVersion: event.rowVersion,
  };
}
