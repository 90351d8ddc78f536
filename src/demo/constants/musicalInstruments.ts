/** Instruments for the demo's select fields, grouped by family (names only; our own list). */
import type { OptionGroup } from 'react-querybuilder';

const group = (label: string, names: string[]): OptionGroup => ({
  label,
  options: names.map((name) => ({ name, label: name })),
});

export const musicalInstruments: OptionGroup[] = [
  group('Percussion instruments', [
    'Bell', 'Bongos', 'Castanets', 'Claves', 'Cowbell', 'Cymbal', 'Glockenspiel', 'Gong', 'Marimba', 'More cowbell',
    'Tambourine', 'Triangle', 'Vibraphone', 'Wood block', 'Xylophone', 'Cajón',
  ]),
  group('Membranophones', [
    'Bass drum', 'Bodhrán', 'Conga', 'Djembe', 'Doumbek', 'Snare drum', 'Tabla', 'Taiko', 'Timpani', 'Tom-tom', 'Frame drum', 'Talking drum',
  ]),
  group('Wind instruments', [
    'Accordion', 'Alto saxophone', 'Bagpipes', 'Baritone saxophone', 'Bass clarinet', 'Bassoon', 'Bugle', 'Clarinet', 'Contrabassoon',
    'Cornet', 'Didgeridoo', 'English horn', 'Euphonium', 'Fife', 'Flugelhorn', 'Flute', 'French horn', 'Harmonica', 'Kazoo', 'Melodica',
    'Oboe', 'Ocarina', 'Pan flute', 'Piccolo', 'Recorder', 'Sackbut', 'Shakuhachi', 'Soprano saxophone', 'Sousaphone', 'Tenor saxophone',
    'Tin whistle', 'Trombone', 'Trumpet', 'Tuba', 'Pipe organ', 'Shawm', 'Bansuri', 'Duduk', 'Zurna',
  ]),
  group('Stringed instruments', [
    'Acoustic guitar', 'Autoharp', 'Balalaika', 'Banjo', 'Bass guitar', 'Bouzouki', 'Cello', 'Cimbalom', 'Double bass', 'Dulcimer',
    'Guitar', 'Harp', 'Harpsichord', 'Hurdy-gurdy', 'Koto', 'Lute', 'Lyre', 'Mandolin', 'Oud', 'Piano', 'Sitar', 'Ukulele', 'Viola',
    'Violin', 'Zither', 'Pipa',
  ]),
  group('Electronic instruments', [
    'Drum machine', 'Electric guitar', 'Electric piano', 'Electronic drums', 'Keytar', 'Mellotron', 'Moog synthesizer', 'Ondes Martenot',
    'Sampler', 'Sequencer', 'Synthesizer', 'Theremin', 'Turntables', 'Vocoder', 'Wind controller', 'Stylophone', 'Talk box', 'Omnichord',
    'Hammond organ', 'Clavinet', 'Eigenharp', 'Groovebox', 'Laser harp', 'Modular synthesizer', 'Optigan', 'Rhodes piano', 'Theremini',
    'Continuum', 'Seaboard', 'MIDI controller', 'Launchpad', 'Beatbox machine', 'Tenori-on', 'Otamatone', 'Electric violin',
  ]),
];
