import type { Language } from '@unit-costs/contract';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { claimSections } from '../dto/claim-sections.js';
import type { TravelClaimDto } from '../dto/travel-claim.dto.js';
import { renderClaimSummary } from './claim-summary.pdf.js';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'uc-summary-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** A claim of 1,234.50 euros saved in `language`, rejected, with its account on file (masked). */
function claimIn(language: Language): TravelClaimDto {
  return {
    id: 'f2c3a9e4-5b6d-4c7e-8f90-1a2b3c4d5e6f',
    guid: 'f2c3a9e4-5b6d-4c7e-8f90-1a2b3c4d5e6f',
    identifier: 'UC-2026-000042',
    status: 5,
    confirmed: true,
    firstname: 'Zoë',
    lastname: 'Łukasiewicz',
    email: 'zoe@court.example',
    phone: '+32 2 555 01 23',
    language,
    submitted: '2026-03-02T09:30:00.000Z',
    institution: {
      name: 'Court of Appeal Brussels',
      address: {
        street: 'Place Poelaert 1',
        postalCode: '1000',
        city: 'Brussels',
        country: { id: 21, name: 'Belgium', iso_3166: 'BE' },
      },
    },
    event: {
      id: 1,
      title: 'Cross-border insolvency in practice',
      number: '126DT09',
      location: { name: 'Academy Conference Centre', city: 'Trier', country: 'Germany', iso_3166: 'DE' },
      startDate: '2026-10-06T07:00:00.000Z',
      endDate: '2026-10-08T15:00:00.000Z',
      distanceBandVersion: 3,
      ended: false,
      languages: [
        { language: 'de', title: 'Grenzüberschreitende Insolvenz in der Praxis' },
        { language: 'fr', title: 'L’insolvabilité transfrontalière en pratique' },
      ],
    },
    calculatedTravelCosts: { amount: 1038.5, distance: 2345, travelType: 0 },
    calculatedAccommodationCosts: { nights: 2, amount: 98, totalAmount: 196 },
    totalAmount: 1234.5,
    elvData: {
      accountHolderName: 'Zoë Łukasiewicz',
      iban: 'BE68 **** **** **99',
      bic: 'GEBABEBB',
      bankname: 'BNP Paribas Fortis',
    } as TravelClaimDto['elvData'],
    rejectReason: 1,
    othertxt: null,
    audits: [
      {
        action: 0,
        description: 'Claim saved',
        timestamp: '2026-03-02T09:30:00.000Z',
        username: 'zoe@court.example',
        rejectReason: null,
        othertxt: null,
      },
      {
        action: 4,
        description: 'Claim rejected',
        timestamp: '2026-11-03T14:05:00.000Z',
        username: 'approver',
        rejectReason: 1,
        othertxt: null,
      },
    ],
    paidOn: null,
    rowVersion: 3,
    anonymised: false,
    restricted: false,
  } as TravelClaimDto;
}

/** The PDF's text as poppler's pdftotext reads it (layout kept, so a label and its value share a line). */
async function pdfText(language: Language): Promise<string> {
  const pdf = await renderClaimSummary(claimIn(language));
  const file = join(folder, `${language}.pdf`);
  await writeFile(file, pdf);
  if (process.env.SCREENSHOTS) await writeFile(`/tmp/shots/claim-summary-${language}.pdf`, pdf);
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
  return stdout;
}

describe("the claim's PDF summary in the claim's language", () => {
  it('is German: every label, the title, countries, dates, numbers and euros as German writes them', async () => {
    const text = await pdfText('de');
    expect(text).toContain('Europäische Akademie für juristische Fortbildung');
    expect(text).toContain('Kornmarkt 12, 54290 Trier, Deutschland');
    expect(text).toContain('Antrag auf Kostenpauschalen UC-2026-000042');
    expect(text).toMatch(/Vorgangsnummer\s+UC-2026-000042/);
    expect(text).toMatch(/Status\s+Abgelehnt seit 3\. November 2026 um 15:05/);
    expect(text).toMatch(/Grund\s+Teilnahmegebühr nicht bezahlt/);
    expect(text).toMatch(/Gespeichert\s+2\. März 2026 um 10:30/);
    expect(text).toMatch(/Arbeitgeber\s+Court of Appeal Brussels/);
    expect(text).toMatch(/Anschrift\s+Place Poelaert 1, 1000 Brussels, Belgien/);
    expect(text).toMatch(/Titel\s+Grenzüberschreitende Insolvenz in der Praxis/);
    expect(text).toMatch(/Termin\s+6\. Oktober 2026 bis 8\. Oktober 2026/);
    expect(text).toMatch(/Veranstaltungsort\s+Academy Conference Centre, Trier, Deutschland/);
    expect(text).toMatch(/Entfernung\s+2\.345 km \(Entfernungsstaffel Version 3\)/);
    expect(text).toMatch(/Reise\s+Flugzeug oder kombiniert: 1\.038,50 €/);
    expect(text).toMatch(/Nächte\s+2/);
    expect(text).toMatch(/Satz pro Nacht\s+98,00 €/);
    expect(text).toMatch(/Übernachtung\s+196,00 €/);
    expect(text).toMatch(/Erstattung gesamt\s+1\.234,50 €/);
    expect(text).toContain('Bankverbindung');
    expect(text).toMatch(/Kontoinhaber\/in\s+Zoë Łukasiewicz/);
    expect(text).toMatch(/Erstellt am \d{1,2}\. \S+ \d{4} um \d{2}:\d{2} \(Europe\/Berlin\)\./);
    expect(text).not.toMatch(/Total refund|Seminar dates|Issued|€\d/);
  });

  it('is French: its labels, title and countries, and euros as "1 234,50 €"', async () => {
    const text = (await pdfText('fr')).replace(/[\u202f\u00a0]/g, ' ');
    expect(text).toContain('Académie européenne de formation juridique');
    expect(text).toContain('Kornmarkt 12, 54290 Trier, Allemagne');
    expect(text).toContain('Demande de coûts unitaires UC-2026-000042');
    expect(text).toMatch(/Statut\s+Rejetée depuis le 3 novembre 2026 à 15:05/);
    expect(text).toMatch(/Motif\s+Frais d’inscription non payés/);
    expect(text).toMatch(/Adresse\s+Place Poelaert 1, 1000 Brussels, Belgique/);
    expect(text).toMatch(/Titre\s+L’insolvabilité transfrontalière en pratique/);
    expect(text).toMatch(/Dates\s+du 6 octobre 2026 au 8 octobre 2026/);
    expect(text).toMatch(/Lieu\s+Academy Conference Centre, Trier, Allemagne/);
    expect(text).toMatch(/Distance\s+2 345 km/);
    expect(text).toMatch(/Voyage\s+Avion ou combiné\s: 1 038,50 €/);
    expect(text).toMatch(/Taux par nuit\s+98,00 €/);
    expect(text).toMatch(/Remboursement total\s+1 234,50 €/);
    expect(text).toMatch(/Titulaire du compte\s+Zoë Łukasiewicz/);
    expect(text).toMatch(/Établi le .* \(Europe\/Berlin\)\./);
  });

  it('stays English for a claim saved in English, as it always was', async () => {
    const text = await pdfText('en');
    expect(text).toContain('European Academy for Legal Training');
    expect(text).toContain('Kornmarkt 12, 54290 Trier, Germany');
    expect(text).toMatch(/Status\s+Rejected since 3 November 2026 at 15:05/);
    expect(text).toMatch(/Title\s+Cross-border insolvency in practice/);
    expect(text).toMatch(/Address\s+Place Poelaert 1, 1000 Brussels, Belgium/);
    expect(text).toMatch(/Total refund\s+€1,234\.50/);
    expect(text).toMatch(/Issued .* \(Europe\/Berlin\)\./);
  });

  it("gives a Paid claim's status since the day the bank executed it, not the day the statement was read", () => {
    const paid: TravelClaimDto = {
      ...claimIn('en'),
      status: 3,
      rejectReason: null,
      paidOn: '2025-12-31',
      audits: [
        { action: 6, description: 'Paid by statement', timestamp: '2026-01-02T09:15:00.000Z', username: 'approver' },
      ],
    } as TravelClaimDto;
    const rows = claimSections(paid).flatMap(([, sectionRows]) => sectionRows);
    expect(rows).toContainEqual(['Status', 'Paid since 31 December 2025']);
  });
});
