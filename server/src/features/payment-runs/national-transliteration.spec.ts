import { transliterateName } from './national-transliteration.js';

const each = (pairs: [string, string][], country?: string) =>
  pairs.map(([source]) => [source, transliterateName(source, country)]);

describe('transliterateName', () => {
  it('Greek by ELOT 743: letters, accents dropped, and the ου/αυ/ευ/ηυ/μπ/γγ digraphs', () => {
    const examples: [string, string][] = [
      ['Παπαδόπουλος', 'Papadopoulos'],
      ['Γιώργος', 'Giorgos'],
      ['Αθήνα', 'Athina'],
      ['Θήβα', 'Thiva'],
      ['Ξάνθη', 'Xanthi'],
      ['Χίος', 'Chios'],
      ['Ψαρά', 'Psara'],
      ['Ωρωπός', 'Oropos'],
      ['Ζάκυνθος', 'Zakynthos'],
      ['Αύρα', 'Avra'],
      ['Αυτί', 'Afti'],
      ['Ευάγγελος', 'Evangelos'],
      ['Ευθύμιος', 'Efthymios'],
      ['Παύλος', 'Pavlos'],
      ['Ελευθέριος', 'Eleftherios'],
      ['Μπακογιάννης', 'Bakogiannis'],
      ['Καμπάνης', 'Kampanis'],
      ['Ντόρα', 'Ntora'],
      ['Γκίκας', 'Gkikas'],
      ['Σφίγξ', 'Sfinx'],
      ['Άγχος', 'Anchos'],
      ['Προϊστάμενος', 'Proistamenos'],
      ['Ταΰγετος', 'Taygetos'],
    ];
    expect(each(examples)).toEqual(examples);
    expect(transliterateName('ΣΤΑΥΡΟΣ ΘΕΟΔΩΡΟΥ')).toBe('STAVROS THEODOROU');
    expect(transliterateName('Θεόδωρος Ψυχογιός')).toBe('Theodoros Psychogios');
  });

  it('Bulgarian by the Transliteration Act: щ sht, ъ a, й y, ю yu, я ya, and ия ending a word ia', () => {
    const examples: [string, string][] = [
      ['Враца', 'Vratsa'],
      ['Жеравна', 'Zheravna'],
      ['Искър', 'Iskar'],
      ['Йордан', 'Yordan'],
      ['Несебър', 'Nesebar'],
      ['Оряхово', 'Oryahovo'],
      ['Търговище', 'Targovishte'],
      ['Хасково', 'Haskovo'],
      ['Цар Калоян', 'Tsar Kaloyan'],
      ['Ямбол', 'Yambol'],
      ['Юлиан', 'Yulian'],
      ['София', 'Sofia'],
      ['Жельо', 'Zhelyo'],
    ];
    expect(each(examples, 'BG')).toEqual(examples);
  });

  it('Ukrainian by Resolution No. 55 (2010), with its own examples', () => {
    const examples: [string, string][] = [
      ['Борщагівка', 'Borshchahivka'],
      ['Вінниця', 'Vinnytsia'],
      ['Гадяч', 'Hadiach'],
      ['Згорани', 'Zghorany'],
      ['Ґалаґан', 'Galagan'],
      ['Єнакієве', 'Yenakiieve'],
      ['Наєнко', 'Naienko'],
      ['Закарпаття', 'Zakarpattia'],
      ['Їжакевич', 'Yizhakevych'],
      ['Кадиївка', 'Kadyivka'],
      ['Йосипівка', 'Yosypivka'],
      ['Стрий', 'Stryi'],
      ['Олексій', 'Oleksii'],
      ['Київ', 'Kyiv'],
      ['Ужгород', 'Uzhhorod'],
      ['Біла Церква', 'Bila Tserkva'],
      ['Гоща', 'Hoshcha'],
      ['Русь', 'Rus'],
      ['Юрій', 'Yurii'],
      ['Крюківка', 'Kriukivka'],
      ['Яготин', 'Yahotyn'],
      ['Ічня', 'Ichnia'],
      ['Знам’янка', 'Znamianka'],
    ];
    expect(each(examples, 'UA')).toEqual(examples);
  });

  it('Russian by ICAO Doc 9303', () => {
    const examples: [string, string][] = [
      ['Юлия Щербакова', 'Iuliia Shcherbakova'],
      ['Дмитрий', 'Dmitrii'],
      ['Фёдор', 'Fedor'],
      ['Объедков', 'Obieedkov'],
      ['Хабаровск', 'Khabarovsk'],
      ['Наталья Эльвова', 'Natalia Elvova'],
    ];
    expect(each(examples, 'RU')).toEqual(examples);
  });

  it('chooses the Cyrillic standard by the holder’s country, else by letters only one language has, else ICAO', () => {
    expect(transliterateName('Юрий Христов', 'RU')).toBe('Iurii Khristov');
    expect(transliterateName('Юрий Христов', 'BG')).toBe('Yuriy Hristov');
    expect(transliterateName('Юрій Хмельницький', 'DE')).toBe('Yurii Khmelnytskyi');
    expect(transliterateName('Стоян Гърбов', null)).toBe('Stoyan Garbov');
  });

  it('leaves Latin and other scripts as they are', () => {
    expect(transliterateName('Zoë Łukasiewicz 12-B')).toBe('Zoë Łukasiewicz 12-B');
    expect(transliterateName('Dr. Γιώργος Müller / Иван', 'BG')).toBe('Dr. Giorgos Müller / Ivan');
  });
});
