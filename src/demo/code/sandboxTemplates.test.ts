import { describe, expect, it } from 'vitest';
import { sandboxRequest, templateLabel } from './sandboxTemplates';

describe('/sandbox addresses, as upstream writes them', () => {
  it('reads t and p, and their long names, CodeSandbox and basic-ts by default', () => {
    expect(sandboxRequest('?t=antd&p=sb')).toEqual({ ok: true, template: 'antd', style: 'antd', service: 'sb' });
    expect(sandboxRequest('?template=bulma&platform=StackBlitz')).toEqual({ ok: true, template: 'bulma', style: 'bulma', service: 'sb' });
    expect(sandboxRequest('')).toEqual({ ok: true, template: 'basic-ts', style: 'default', service: 'csb' });
    expect(sandboxRequest('?t=basic&p=codesandbox')).toMatchObject({ ok: true, style: 'default', service: 'csb' });
  });

  it('says what is wrong with an unknown template or service', () => {
    expect(sandboxRequest('?t=tremor&p=sb')).toEqual({ ok: false, problem: 'There is no example called "tremor".', service: 'sb' });
    expect(sandboxRequest('?t=antd&p=snack')).toMatchObject({ ok: false, problem: expect.stringContaining('"snack" is not a service') });
  });

  it('labels templates', () => {
    expect(templateLabel('basic-ts')).toBe('the plain builder');
    expect(templateLabel('material')).toBe('MUI/Material');
  });
});
