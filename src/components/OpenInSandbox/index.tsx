/**
 * "Open in StackBlitz" and "Open in CodeSandbox": the example as a project pinned to its release
 * (src/lib/sandbox/), posted to the service in a new tab. Only lazily loaded views use it (the live
 * editor, the live builder, the demo), so lz-string and the project code stay off a doc's first load.
 */
import React from 'react';
import { sandboxProject, type SandboxSource } from '../../lib/sandbox/project';
import { SANDBOX_SERVICES, submitForm, type SandboxService } from '../../lib/sandbox/services';
import { frameVersions } from '../../lib/sandbox/versions';

interface Props {
  /** The example as it stands when the reader clicks (an edited example changes). */
  source: () => SandboxSource;
  className?: string;
}

export function OpenInSandbox({ source, className }: Props) {
  const open = (service: SandboxService) => submitForm(SANDBOX_SERVICES[service].form(sandboxProject(source(), frameVersions())));
  return (
    <>
      {(Object.keys(SANDBOX_SERVICES) as SandboxService[]).map((service) => (
        <button key={service} type="button" className={className} onClick={() => open(service)}>
          Open in {SANDBOX_SERVICES[service].label}
        </button>
      ))}
    </>
  );
}
