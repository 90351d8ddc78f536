import React from 'react';

/** What search shows when its backend (the embedded index files, or Algolia) cannot be reached, in the modal and on /search. */
export function SearchError({ className }: { className?: string }) {
  return (
    <div role="alert" className={className}>
      <p>Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
    </div>
  );
}
