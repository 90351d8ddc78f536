import React from 'react';
import { HIGHLIGHT } from './SearchModal/useSearchView';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/**
 * A highlighted value as a search backend returns it (HTML-escaped text, matches between
 * HIGHLIGHT's tags), rendered as text with <mark>s: never as HTML.
 */
export function Highlighted({ value }: { value: string }) {
  return (
    <>
      {value.split(HIGHLIGHT.pre).map((part, i) => {
        if (i === 0) return unescape(part);
        const [marked = '', rest = ''] = part.split(HIGHLIGHT.post);
        return (
          <React.Fragment key={i}>
            <mark>{unescape(marked)}</mark>
            {unescape(rest)}
          </React.Fragment>
        );
      })}
    </>
  );
}
