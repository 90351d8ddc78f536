/**
 * The demo as a sandbox project (src/lib/sandbox/): its Code tab's App.tsx with the query on screen,
 * fields.ts, and every package at the version the demo runs here. Used by the demo's "Open in"
 * buttons and by /sandbox (the templates upstream's links name).
 */
import { SITE_RELEASE } from '../../config/releases';
import type { SandboxSource } from '../../lib/sandbox/project';
import { demoSource } from '../../lib/sandbox/sources';
import { versionInstalled } from '../../lib/sandbox/versions';
import { fields } from '../constants/fields';
import { DEFAULT_OPTIONS, type DemoOptions } from '../constants/options';
import { DEFAULT_SETTINGS, type BuilderSettings } from '../constants/settings';
import { STYLE_LABELS, type StyleName } from '../constants/styles';
import { DND_PACKAGES, generateCode } from './generateCode';
import { LIBRARY_CODE } from './libraryCode';

/** fields.ts: the demo's fields as data (their validators, functions, stay behind). */
export function fieldsCode(): string {
  return `import type { Field } from 'react-querybuilder';\n\nexport const fields: Field[] = ${JSON.stringify(fields, null, 2)};\n`;
}

/** The demo of `style` with these options and query (the defaults and an empty query, for /sandbox). */
export function demoSandboxSource({
  style,
  from,
  options = DEFAULT_OPTIONS,
  settings = DEFAULT_SETTINGS,
  query,
}: {
  style: StyleName;
  from: string;
  options?: DemoOptions;
  settings?: BuilderSettings;
  query?: object;
}): SandboxSource {
  const library = LIBRARY_CODE[style];
  return demoSource({
    app: generateCode(options, library, settings, query),
    fields: fieldsCode(),
    packages: [...(options.enableDragAndDrop ? DND_PACKAGES : []), ...library.packages],
    release: SITE_RELEASE,
    versionOf: versionInstalled,
    from,
    label: STYLE_LABELS[style],
  });
}
