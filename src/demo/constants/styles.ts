/** The demo's style libraries: name -> label and page. Default first, then alphabetical. */
export const STYLE_NAMES = ['default', 'antd', 'bootstrap', 'bulma', 'chakra', 'fluent', 'mantine', 'material'] as const;
export type StyleName = (typeof STYLE_NAMES)[number];

export const STYLE_LABELS: Record<StyleName, string> = {
  default: 'Default',
  antd: 'Ant Design',
  bootstrap: 'Bootstrap',
  bulma: 'Bulma',
  chakra: 'Chakra UI',
  fluent: 'Fluent UI',
  mantine: 'Mantine',
  material: 'MUI/Material',
};

export const stylePath = (style: StyleName): string => (style === 'default' ? '/demo' : `/demo/${style}`);
export const isStyleName = (value: unknown): value is StyleName => STYLE_NAMES.includes(value as StyleName);
