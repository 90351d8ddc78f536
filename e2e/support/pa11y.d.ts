/** The part of pa11y 9's API the pa11y spec uses (the package ships no types). */
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer';

  export interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    context: string;
    selector: string;
    runner: string;
  }

  export interface Pa11yOptions {
    browser?: Browser;
    page?: Page;
    /** Test the page as it is, without navigating to the URL first. */
    ignoreUrl?: boolean;
    runners?: string[];
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    includeWarnings?: boolean;
    includeNotices?: boolean;
    ignore?: string[];
    hideElements?: string;
    timeout?: number;
  }

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<{ documentTitle: string; pageUrl: string; issues: Pa11yIssue[] }>;
}
