/** Creates (or refreshes) a temporary site running this project's code; see temp-site.mjs. */
export function prepareTempSite(dir: string, root?: string, options?: { linked?: string[] }): { dir: string; content: string };
