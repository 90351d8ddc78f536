import * as React from 'react';
import { forwardRef } from 'react';
import type { DragHandleProps } from 'react-querybuilder';

/**
 * Drag handle for `@react-querybuilder/dnd`: a `<span>` (the drag source, via the
 * forwarded ref) holding a six-dot "re-order" glyph drawn inline, since Fluent's icon
 * package is not a dependency here. The glyph is hidden from assistive technology; the
 * `title` (from translations) names the handle, as in the default `DragHandle`.
 */
export const FluentDragHandle = forwardRef<HTMLSpanElement, DragHandleProps>(({ className, title, testID }, dragRef) => (
  <span ref={dragRef} data-testid={testID} className={className} title={title} style={{ display: 'inline-flex', alignItems: 'center' }}>
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="5.5" cy="3.5" r="1.25" />
      <circle cx="10.5" cy="3.5" r="1.25" />
      <circle cx="5.5" cy="8" r="1.25" />
      <circle cx="10.5" cy="8" r="1.25" />
      <circle cx="5.5" cy="12.5" r="1.25" />
      <circle cx="10.5" cy="12.5" r="1.25" />
    </svg>
  </span>
));

FluentDragHandle.displayName = 'FluentDragHandle';
