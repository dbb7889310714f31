import { GazetteerGeocoder } from './gazetteer.geocoder.js';

/**
 * Where real employers of the academy's participants (supreme and regional courts, prosecution
 * services, ministries of justice, bar associations) are, from every EU member state and every
 * candidate country (and Kosovo), typed as participants type them into the address search: the
 * postcode as the country writes it, with or without a country prefix, postcode and city, the city
 * alone, without diacritics or apostrophes, in its local, English or transliterated name. Each must
 * find its place in the right country among the first 3 suggestions: a suggestion within 25 km of
 * the place's centre (latitude, longitude: the city's centre as mapped).
 */
const ADDRESSES: [typed: string, country: string, latitude: number, longitude: number, employer: string][] = [
  ['1010 Wien', 'AT', 48.21, 16.37, 'Oberster Gerichtshof, Schmerlingplatz 11'],
  ['A-8010 Graz', 'AT', 47.07, 15.44, 'Oberlandesgericht Graz, Marburger Kai 49'],
  ['6020 Innsbruck', 'AT', 47.27, 11.39, 'Oberlandesgericht Innsbruck, Maximilianstraße 4'],
  ['1000 Bruxelles', 'BE', 50.85, 4.35, 'Cour de cassation, Place Poelaert 1'],
  ['2000 Antwerpen', 'BE', 51.22, 4.4, 'Rechtbank van eerste aanleg Antwerpen, Bolivarplaats 20'],
  ['4000 Liege', 'BE', 50.63, 5.57, 'Cour d’appel de Liège, Place Saint-Lambert 16'],
  ['B-9000 Gent', 'BE', 51.05, 3.72, 'Hof van beroep Gent, Opgeëistenlaan 401'],
  ['1000 Sofia', 'BG', 42.7, 23.32, 'Върховен касационен съд, бул. Витоша 2'],
  ['4000 Plovdiv', 'BG', 42.15, 24.75, 'Окръжен съд Пловдив, бул. 6-ти септември 167'],
  ['Varna', 'BG', 43.21, 27.91, 'Апелативен съд Варна, бул. Владислав Варненчик 57'],
  ['10000 Zagreb', 'HR', 45.81, 15.98, 'Vrhovni sud Republike Hrvatske, Trg Nikole Šubića Zrinskog 3'],
  ['21000 Split', 'HR', 43.51, 16.44, 'Županijski sud u Splitu, Gundulićeva 29a'],
  ['51000 Rijeka', 'HR', 45.33, 14.44, 'Županijski sud u Rijeci, Žrtava fašizma 7'],
  ['1404 Lefkosia', 'CY', 35.17, 33.36, 'Supreme Court of Cyprus, Charalambou Mouskou'],
  ['Nicosia', 'CY', 35.17, 33.36, 'Ministry of Justice and Public Order, 125 Athalassas Avenue'],
  ['3036 Lemesos', 'CY', 34.68, 33.04, 'Limassol District Court, Leontiou A'],
  ['128 00 Praha 2', 'CZ', 50.08, 14.42, 'Ministerstvo spravedlnosti, Vyšehradská 16'],
  ['602 00 Brno', 'CZ', 49.19, 16.61, 'Nejvyšší soud, Burešova 20'],
  ['301 00 Plzen', 'CZ', 49.75, 13.38, 'Krajský soud v Plzni, Veleslavínova 40'],
  ['1218 København K', 'DK', 55.68, 12.57, 'Højesteret, Prins Jørgens Gård 13'],
  ['8000 Aarhus', 'DK', 56.16, 10.2, 'Retten i Aarhus, Vester Allé 10'],
  ['DK-5000 Odense', 'DK', 55.4, 10.39, 'Retten i Odense, Albanitorv 4'],
  ['50093 Tartu', 'EE', 58.38, 26.72, 'Riigikohus, Lossi 17'],
  ['10122 Tallinn', 'EE', 59.44, 24.75, 'Justiitsministeerium, Suur-Ameerika 1'],
  ['00170 Helsinki', 'FI', 60.17, 24.94, 'Korkein oikeus, Pohjoisesplanadi 3'],
  ['33100 Tampere', 'FI', 61.5, 23.76, 'Pirkanmaan käräjäoikeus, Hatanpään valtatie 2'],
  ['20100 Turku', 'FI', 60.45, 22.27, 'Turun hovioikeus, Hämeenkatu 2'],
  ['75001 Paris', 'FR', 48.86, 2.34, 'Cour de cassation, 5 quai de l’Horloge'],
  ['69005 Lyon', 'FR', 45.76, 4.83, 'Cour d’appel de Lyon, 1 rue du Palais de Justice'],
  ['F-67000 Strasbourg', 'FR', 48.58, 7.75, 'Tribunal judiciaire de Strasbourg, 1 quai Finkmatt'],
  ['13006 Marseille', 'FR', 43.29, 5.38, 'Tribunal judiciaire de Marseille, 6 rue Joseph Autran'],
  ['76133 Karlsruhe', 'DE', 49.01, 8.4, 'Bundesgerichtshof, Herrenstraße 45a'],
  ['54290 Trier', 'DE', 49.75, 6.64, 'Landgericht Trier, Justizstraße 2'],
  ['D-10117 Berlin', 'DE', 52.52, 13.39, 'Bundesministerium der Justiz, Mohrenstraße 37'],
  ['80335 München', 'DE', 48.14, 11.56, 'Oberlandesgericht München, Prielmayerstraße 5'],
  ['50667 Koeln', 'DE', 50.94, 6.96, 'Oberlandesgericht Köln, Reichenspergerplatz 1'],
  ['Athina', 'GR', 37.98, 23.73, 'Άρειος Πάγος, Λεωφόρος Αλεξάνδρας 121'],
  ['115 23 Αθήνα', 'GR', 37.98, 23.73, 'Δικηγορικός Σύλλογος Αθηνών, Ακαδημίας 60'],
  ['Thessaloniki', 'GR', 40.64, 22.94, 'Εφετείο Θεσσαλονίκης, 26ης Οκτωβρίου 1'],
  ['Irakleio', 'GR', 35.34, 25.13, 'Εφετείο Κρήτης, Δικαστικό Μέγαρο Ηρακλείου'],
  ['1055 Budapest', 'HU', 47.51, 19.05, 'Kúria, Markó utca 16'],
  ['6720 Szeged', 'HU', 46.25, 20.15, 'Szegedi Ítélőtábla, Sóhordó utca 5'],
  ['4026 Debrecen', 'HU', 47.53, 21.63, 'Debreceni Ítélőtábla, Széchenyi utca 9'],
  ['D07 Dublin', 'IE', 53.35, -6.27, 'The Four Courts, Inns Quay, Dublin 7'],
  ['T12 Cork', 'IE', 51.9, -8.47, 'Cork Courthouse, Washington Street'],
  ['Galway', 'IE', 53.27, -9.05, 'Galway Courthouse, Courthouse Square'],
  ['00193 Roma', 'IT', 41.9, 12.47, 'Corte Suprema di Cassazione, Piazza Cavour'],
  ['20122 Milano', 'IT', 45.46, 9.19, 'Corte d’Appello di Milano, Via Freguglia 1'],
  ['I-80143 Napoli', 'IT', 40.86, 14.28, 'Tribunale di Napoli, Centro Direzionale'],
  ['67100 LAquila', 'IT', 42.35, 13.4, 'Corte d’Appello dell’Aquila, Via XX Settembre'],
  ['LV-1050 Riga', 'LV', 56.95, 24.11, 'Augstākā tiesa, Brīvības bulvāris 36'],
  ['Rīga', 'LV', 56.95, 24.11, 'Tieslietu ministrija, Brīvības bulvāris 34'],
  ['LV-3001 Jelgava', 'LV', 56.65, 23.72, 'Zemgales rajona tiesa, Atmodas iela 19'],
  ['LT-01110 Vilnius', 'LT', 54.69, 25.28, 'Lietuvos Aukščiausiasis Teismas, Gedimino pr. 40'],
  ['Kaunas', 'LT', 54.9, 23.9, 'Kauno apygardos teismas, Laisvės al. 103'],
  ['44280 Kaunas', 'LT', 54.9, 23.9, 'Kauno apylinkės teismas, Laisvės al. 79'],
  ['L-2080 Luxembourg', 'LU', 49.61, 6.13, 'Cité judiciaire, Plateau du Saint-Esprit'],
  ['L-1010', 'LU', 49.61, 6.13, 'Ministère de la Justice, 13 rue Erasme'],
  ['Esch-sur-Alzette', 'LU', 49.5, 5.98, 'Justice de paix d’Esch-sur-Alzette, Place Norbert Metz'],
  ['VLT 1117 Valletta', 'MT', 35.9, 14.51, 'Courts of Justice, Republic Street'],
  ['Valletta', 'MT', 35.9, 14.51, 'Chamber of Advocates, Courts of Justice'],
  ['2511 EK Den Haag', 'NL', 52.08, 4.31, 'Hoge Raad der Nederlanden, Korte Voorhout 8'],
  ['5211 Den Bosch', 'NL', 51.69, 5.3, 'Gerechtshof ’s-Hertogenbosch, Leeghwaterlaan 8'],
  ['s-Hertogenbosch', 'NL', 51.69, 5.3, 'Rechtbank Oost-Brabant, Leeghwaterlaan 8'],
  ['1012 AB Amsterdam', 'NL', 52.37, 4.89, 'Nederlandse orde van advocaten, Amsterdam'],
  ['3511 Utrecht', 'NL', 52.09, 5.12, 'Rechtbank Midden-Nederland, Vrouwe Justitiaplein 1'],
  ['00-950 Warszawa', 'PL', 52.23, 21.01, 'Ministerstwo Sprawiedliwości, Al. Ujazdowskie 11'],
  ['00-120 Warszawa', 'PL', 52.23, 21.01, 'Sąd Okręgowy w Warszawie, Al. Solidarności 127'],
  ['00-120', 'PL', 52.23, 21.01, 'Sąd Najwyższy, Plac Krasińskich 2/4/6'],
  ['31-547 Krakow', 'PL', 50.06, 19.94, 'Sąd Okręgowy w Krakowie, ul. Przy Rondzie 7'],
  ['80-001 Gdansk', 'PL', 54.35, 18.65, 'Sąd Apelacyjny w Gdańsku, ul. Nowe Ogrody 28/29'],
  ['Lodz', 'PL', 51.76, 19.46, 'Sąd Apelacyjny w Łodzi, ul. Narutowicza 64'],
  ['1000-001 Lisboa', 'PT', 38.72, -9.14, 'Supremo Tribunal de Justiça, Praça do Comércio'],
  ['4050-253 Porto', 'PT', 41.15, -8.61, 'Tribunal da Relação do Porto, Campo Mártires da Pátria'],
  ['3000 Coimbra', 'PT', 40.21, -8.43, 'Tribunal da Relação de Coimbra, Largo da Sé Velha'],
  ['Bucuresti', 'RO', 44.43, 26.1, 'Înalta Curte de Casație și Justiție, Str. Batiștei 25'],
  ['400117 Cluj-Napoca', 'RO', 46.77, 23.59, 'Curtea de Apel Cluj, Calea Dorobanților 2'],
  ['700028 Iasi', 'RO', 47.16, 27.59, 'Curtea de Apel Iași, Str. Elena Doamna 1A'],
  ['814 90 Bratislava', 'SK', 48.15, 17.11, 'Najvyšší súd Slovenskej republiky, Župné námestie 13'],
  ['040 01 Kosice', 'SK', 48.72, 21.26, 'Krajský súd v Košiciach, Štúrova 29'],
  ['1000 Ljubljana', 'SI', 46.06, 14.51, 'Vrhovno sodišče Republike Slovenije, Tavčarjeva 9'],
  ['SLO-2000 Maribor', 'SI', 46.56, 15.65, 'Višje sodišče v Mariboru, Sodna ulica 14'],
  ['28004 Madrid', 'ES', 40.42, -3.7, 'Tribunal Supremo, Plaza de la Villa de París'],
  ['08003 Barcelona', 'ES', 41.39, 2.17, 'Tribunal Superior de Justícia de Catalunya, Passeig Lluís Companys'],
  ['E-41004 Sevilla', 'ES', 37.39, -5.99, 'Audiencia Provincial de Sevilla, Prado de San Sebastián'],
  ['111 29 Stockholm', 'SE', 59.33, 18.07, 'Högsta domstolen, Riddarhustorget 8'],
  ['411 04 Göteborg', 'SE', 57.71, 11.97, 'Göteborgs tingsrätt, Ullevigatan 15'],
  ['21120 Malmo', 'SE', 55.6, 13.0, 'Malmö tingsrätt, Kalendegatan 1'],
  ['Tirana', 'AL', 41.33, 19.82, 'Gjykata e Lartë, Rruga e Durrësit'],
  ['1001 Tirane', 'AL', 41.33, 19.82, 'Ministria e Drejtësisë, Bulevardi Zogu I'],
  ['Sarajevo', 'BA', 43.86, 18.41, 'Sud Bosne i Hercegovine, Kraljice Jelene 88'],
  ['Banja Luka', 'BA', 44.77, 17.19, 'Vrhovni sud Republike Srpske, Jevrejska 1'],
  ['Tbilisi', 'GE', 41.69, 44.8, 'Supreme Court of Georgia, Zubalashvili 32'],
  ['Kutaisi', 'GE', 42.27, 42.7, 'Kutaisi Court of Appeals, Rustaveli Avenue 66'],
  ['MD-2012 Chisinau', 'MD', 47.02, 28.83, 'Curtea Supremă de Justiție, str. Mihail Kogălniceanu 70'],
  ['Balti', 'MD', 47.76, 27.93, 'Curtea de Apel Bălți, str. Independenței 1'],
  ['Podgorica', 'ME', 42.44, 19.26, 'Vrhovni sud Crne Gore, Njegoševa 6'],
  ['1000 Skopje', 'MK', 41.99, 21.43, 'Врховен суд, ул. Крсте Мисирков бб'],
  ['11000 Beograd', 'RS', 44.82, 20.46, 'Vrhovni sud, Nemanjina 9'],
  ['21000 Novi Sad', 'RS', 45.25, 19.84, 'Apelacioni sud u Novom Sadu, Sutjeska 3'],
  ['06100 Ankara', 'TR', 39.93, 32.86, 'Yargıtay, Yargıtay Başkanlığı, Çankaya'],
  ['Istanbul', 'TR', 41.01, 28.98, 'İstanbul Barosu, Orhan Adli Apaydın Sokak'],
  ['01001 Kyiv', 'UA', 50.45, 30.52, 'Верховний Суд, вул. Пилипа Орлика 8'],
  ['Lviv', 'UA', 49.84, 24.03, 'Львівський апеляційний суд, вул. Чоловського 2'],
  ['Prishtina', 'XK', 42.67, 21.17, 'Gjykata Supreme e Kosovës, Rruga Nënë Tereza'],
];

/** Great-circle distance in km. */
function kmBetween(latitude: number, longitude: number, [lon, lat]: number[]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat! - latitude) * rad) / 2) ** 2 +
    Math.cos(latitude * rad) * Math.cos(lat! * rad) * Math.sin(((lon! - longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

describe('the address search finds the places of real employers', () => {
  const geocoder = new GazetteerGeocoder();

  it('covers every EU member state and candidate country with 100 addresses', () => {
    const countries = new Set(ADDRESSES.map(([, country]) => country));
    const eu = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');
    const candidates = 'AL BA GE MD ME MK RS TR UA'.split(' ');
    expect([...eu, ...candidates].filter((country) => !countries.has(country))).toEqual([]);
    expect(ADDRESSES.length).toBeGreaterThanOrEqual(100);
  });

  it('reads a code in the form its country writes it, not as the same digits of another country', async () => {
    const countries = async (q: string) =>
      (await geocoder.search({ q, lang: 'en', limit: 3 })).features.map((feature) => feature.properties.countrycode);
    // Warsaw's form (NN-NNN), not Rome's or Helsinki's 00120.
    expect((await countries('00-120'))[0]).toBe('PL');
    // A Greek code (GeoNames has none for Greece) is never Berlin's 10557 or Olsztyn's 10-557.
    expect(await countries('105 57')).not.toContain('DE');
    expect(await countries('105 57')).not.toContain('PL');
    // A country's prefix says the country: Luxembourg, not Aintree's L10.
    expect(await countries('L-1010')).toEqual(['LU', 'LU', 'LU']);
  });

  it.each(ADDRESSES)('finds %s in %s among the first 3', async (typed, country, latitude, longitude) => {
    const { features } = await geocoder.search({ q: typed, lang: 'en', limit: 3 });
    const found = features.map((feature) => ({
      country: feature.properties.countrycode,
      km: Math.round(kmBetween(latitude, longitude, feature.geometry.coordinates)),
    }));
    const hit = found.some((place) => place.country === country && place.km <= 25);
    // On failure the message lists what was found instead.
    expect({ typed, found, hit }).toEqual({ typed, found, hit: true });
  });
});
