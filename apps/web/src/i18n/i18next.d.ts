import 'i18next';
import type account from './locales/de/account.json';
import type activity from './locales/de/activity.json';
import type apiTokens from './locales/de/apiTokens.json';
import type bfsg from './locales/de/bfsg.json';
import type billing from './locales/de/billing.json';
import type common from './locales/de/common.json';
import type conformance from './locales/de/conformance.json';
import type contact from './locales/de/contact.json';
import type eaa from './locales/de/eaa.json';
import type freeCheck from './locales/de/freeCheck.json';
import type home from './locales/de/home.json';
import type integrations from './locales/de/integrations.json';
import type legal from './locales/de/legal.json';
import type monitoring from './locales/de/monitoring.json';
import type notifications from './locales/de/notifications.json';
import type organisations from './locales/de/organisations.json';
import type pricing from './locales/de/pricing.json';
import type rules from './locales/de/rules.json';
import type scanResult from './locales/de/scanResult.json';
import type scans from './locales/de/scans.json';
import type siteSettings from './locales/de/siteSettings.json';
import type wcag from './locales/de/wcag.json';

// Keys are checked against the German files, the source of truth; en must mirror them.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      freeCheck: typeof freeCheck;
      pricing: typeof pricing;
      scanResult: typeof scanResult;
      bfsg: typeof bfsg;
      eaa: typeof eaa;
      wcag: typeof wcag;
      contact: typeof contact;
      legal: typeof legal;
      account: typeof account;
      billing: typeof billing;
      apiTokens: typeof apiTokens;
      monitoring: typeof monitoring;
      conformance: typeof conformance;
      organisations: typeof organisations;
      activity: typeof activity;
      notifications: typeof notifications;
      integrations: typeof integrations;
      scans: typeof scans;
      rules: typeof rules;
      siteSettings: typeof siteSettings;
    };
  }
}
