import type { FailureTexts } from './types.js';

export const en: FailureTexts = {
  codes: {
    invalid_url: {
      reason: 'The address is not a web address a browser can open (it must start with http:// or https://).',
      short: 'not a valid web address',
      hint: 'Enter the address as your browser shows it, for example https://www.example.com.',
    },
    dns: {
      reason: 'The domain name does not exist or could not be resolved.',
      short: 'the domain name could not be resolved',
      hint: 'Please check the spelling of the address.',
    },
    unreachable: {
      reason:
        'The website could not be reached: nothing answered at this address, or the connection broke off.',
      short: 'could not be reached',
      hint: 'Check that the website opens in your browser, then try again.',
    },
    timeout: {
      reason: 'The website did not answer in time.',
      short: 'timed out: the page did not answer in time',
      hint: 'The website may have been busy. Try again in a few minutes.',
    },
    http_error: {
      reason: 'The website did not deliver a web page but an error or a file (such as a PDF).',
      short: 'not a web page but an error or a file',
      hint: 'Check that the address shows a web page in your browser, not an error page or a download.',
    },
    blocked_robots: {
      reason: "The website's robots.txt does not allow automated checks of this page.",
      short: 'excluded by robots.txt',
      hint: 'If it is your website, you can allow Klarsicht in its robots.txt.',
    },
    robots_unavailable: {
      reason:
        "The website's server answered the request for its robots.txt with an error. That is no prohibition, but as long as the file cannot be read, Klarsicht fetches no pages (RFC 9309).",
      short: 'robots.txt could not be read because of a server error; check again later',
      hint: 'Please try again later. If it is your website, make sure that /robots.txt can be fetched (or answers 404 if there is none).',
    },
    blocked_bot_protection: {
      reason: 'The website blocked the check, for example with a captcha or bot protection.',
      short: 'blocked by a bot protection',
      hint: 'If it is your website, you can let Klarsicht through your bot protection.',
    },
    private_address: {
      reason:
        'The address leads into a private or internal network. For security reasons Klarsicht only checks publicly reachable websites here.',
      short: 'the address leads into an internal network',
      hint: "Enter your website's public address. Internal pages can be checked with Klarsicht's command line tool on your own computer.",
    },
    sign_in_failed: {
      reason:
        'Klarsicht could not sign in to the website with the sign-in details given, so nothing was checked.',
      short: 'the sign-in failed',
      hint: "Check the sign-in page, the user name, the password and what shows Klarsicht that the sign-in worked in the website's settings.",
    },
    tab_crashed: {
      reason:
        'Not checked: the browser tab crashed during the check, in a second attempt in a fresh tab too. That is the checking browser, not necessarily the website.',
      short: 'the browser tab crashed, in a second attempt too',
      hint: 'Please try again. If the tab crashes on the same page again, the page may need a great deal of memory.',
    },
    flow_failed: {
      reason:
        'The recorded flow could not be replayed far enough to check any state of the page: a step did not find its element, a page did not open, or the flow led to another website.',
      short: 'the flow could not be replayed',
      hint: 'Look at the step named and at the screenshot, record the flow again if need be, and start the check again.',
    },
    internal: {
      reason: "Something went wrong in Klarsicht during the check. It is not the website's fault.",
      short: 'the check failed (not the website)',
      hint: 'Please try again in a few minutes.',
    },
  },
  withStatus: {
    httpError: 'The website answered with HTTP status {status} instead of a web page.',
    robotsUnavailable:
      "The website's server answered the request for /robots.txt with HTTP status {status}. That is no prohibition, but as long as the file cannot be read, Klarsicht fetches no pages (RFC 9309).",
    signInStatus: 'The sign-in page answered with HTTP status {status}.',
  },
  httpStatusShort: 'HTTP status {status}',
  signInAnswer: 'The sign-in page said: “{answer}”',
};
