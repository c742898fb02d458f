/**
 * Every spec's `test` and `expect`: Playwright's, where a test fails when a page it opened threw an
 * uncaught error (`pageerror`) or logged an error to the console — a React hydration error (#418)
 * is both —, on any page of its own context or of one it makes with `browser.newContext()`. A test whose
 * subject is such an error (a page that answers 404, a request it makes fail on purpose) names it
 * with `pageErrors.expect(…)`: that error is then required, not merely allowed, so the test still
 * proves it happens.
 */
import { test as base, type Browser, type BrowserContext, type ConsoleMessage, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

const watchedContexts = new WeakMap<BrowserContext, PageErrors>();

export class PageErrors {
  private readonly unexpected: string[] = [];
  private readonly expected = new Map<RegExp, boolean>();
  private readonly allowed: RegExp[] = [];

  /** Requires an error matching `pattern` (as `describeConsoleError` words it) and allows every error that matches it. */
  expect(pattern: RegExp): void {
    this.expected.set(pattern, false);
  }

  /**
   * Allows errors matching `pattern` without requiring one: for what a helper's page may or may
   * not log, depending on what the browser happened to do (use `expect` when the test's subject).
   */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  /** Listens to every page of `context`: the test's own, or one it makes with `browser.newContext()`. */
  watch(context: BrowserContext): void {
    if (watchedContexts.get(context) === this) return;
    watchedContexts.set(context, this);
    const listen = (page: Page) => {
      page.on("pageerror", (error) => this.record(`uncaught ${error.name}: ${error.message} on ${page.url()}`));
      page.on("console", (message) => {
        if (message.type() === "error") this.record(describeConsoleError(message, page));
      });
    };
    context.pages().forEach(listen);
    context.on("page", listen);
  }

  private record(error: string): void {
    const pattern = [...this.expected.keys()].find((candidate) => candidate.test(error));
    if (pattern) this.expected.set(pattern, true);
    else if (!this.allowed.some((allowed) => allowed.test(error))) this.unexpected.push(error);
  }

  /** Throws when a page erred unexpectedly, or an expected error never came. */
  verify(): void {
    const missing = [...this.expected].filter(([, came]) => !came).map(([pattern]) => `never seen: ${pattern}`);
    const problems = [...this.unexpected, ...missing];
    if (problems.length > 0) throw new Error(`The test's pages went wrong:\n${problems.join("\n")}`);
  }
}

/** "console error: <text> from <resource> on <page>": a failed load names what failed and where. */
function describeConsoleError(message: ConsoleMessage, page: Page): string {
  const source = message.location().url;
  return `console error: ${message.text()}${source && source !== page.url() ? ` from ${source}` : ""} on ${page.url()}`;
}

/** The errors watched for `page`'s context, for helpers that get a page rather than the fixture. */
export function pageErrorsOf(page: Page): PageErrors {
  const errors = watchedContexts.get(page.context());
  if (!errors) throw new Error("This page's context is not watched (one made in a beforeAll hook?).");
  return errors;
}

/** The running test's: a worker runs one test at a time. */
let runningTest: PageErrors | undefined;

export const test = base.extend<{ pageErrors: PageErrors }, { browser: Browser }>({
  // Automatic, and checked once the test's contexts are done with, whichever of them it used.
  pageErrors: [
    async ({}, provide) => {
      runningTest = new PageErrors();
      await provide(runningTest);
      runningTest.verify();
      runningTest = undefined;
    },
    { auto: true },
  ],
  // Request-only tests never ask for a context, so they start no browser for this.
  context: async ({ context, pageErrors }, provide) => {
    pageErrors.watch(context);
    await provide(context);
  },
  // A context a test makes itself (a second shopper, the admin beside a customer) is watched too.
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        runningTest?.watch(context);
        return context;
      };
      await provide(browser);
    },
    { scope: "worker" },
  ],
});
