// The bench's reference: a bare node:http server answering POST /api/travelclaim/calculate with the
// app's own compiled calculator and in-memory lookups, and nothing else (no framework, validation,
// logging, guards, rate limits or security headers). Usage: node raw-calculate-server.mjs <port> <database url>
import 'reflect-metadata';
import { createServer } from 'node:http';
import pg from 'pg';

const dist = '../../server/dist/server/src';
const { RefundCalculator } = await import(`${dist}/claims/calculation/refund-calculator.js`);
const { toCalculationResult } = await import(`${dist}/claims/claim.mapper.js`);
const { ReferenceDataCache } = await import(`${dist}/reference-data/reference-data.cache.js`);
const { EventFactsCache } = await import(`${dist}/events/event-facts.cache.js`);
const { EventsRepository } = await import(`${dist}/events/events.repository.js`);

const [port, databaseUrl] = process.argv.slice(2);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const rows = async (sql) => (await db.query(sql)).rows;

// The app's caches, filled once from the same tables (no change feed: the data does not change here).
const feed = { subscribe() {} };
const referenceData = new ReferenceDataCache(
  feed,
  { findAll: () => rows(`SELECT id, iso_3166 AS "iso3166", name FROM country`) },
  {
    findAll: async () =>
      (
        await rows(`SELECT source_country_id AS s, target_country_id AS t, refund_rate::float AS r FROM refund_rate`)
      ).map((rate) => ({ sourceCountry: { id: rate.s }, targetCountry: { id: rate.t }, refundRate: rate.r })),
  },
  {
    findAll: () =>
      rows(
        `SELECT version, min_value AS "minValue", max_value AS "maxValue", amount::float AS amount
         FROM distance_band ORDER BY version, min_value`,
      ),
  },
);
const events = new EventFactsCache(
  feed,
  // In place of the TransactionHost: only its manager's query() is used.
  new EventsRepository({ manager: { query: (sql, params) => db.query(sql, params).then((r) => r.rows) } }),
);
await Promise.all([referenceData.onModuleInit(), events.onModuleInit()]);
const calculator = new RefundCalculator(referenceData, events);

function answer(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
}

createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/api/travelclaim/calculate')
    return answer(res, 404, { errorMessage: 'Not found.' });
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const refund = calculator.calculate({
        eventId: body.eventId,
        latitude: body.latitude,
        longitude: body.longitude,
        travelType: body.traveltype,
        nightsSpend: body.nightsspend,
        countryId: body.countryid,
      });
      answer(res, 200, toCalculationResult(refund));
    } catch (error) {
      answer(res, 400, { errorMessage: error.message });
    }
  });
}).listen(Number(port), '127.0.0.1', () => console.log(`raw server listening on ${port}`));
