import { describe, expect, it } from 'vitest';
import { registerPage } from './pages.js';

const options = {
  action: '/oidc/interaction/x/register',
  loginHref: '/oidc/x/login',
  languageHref: () => '#',
};

describe('the registration page', () => {
  it('links the privacy notice in its own language before the account is created (Art. 13 DSGVO)', () => {
    const german = registerPage({ ...options, lang: 'de' });
    expect(german).toContain(
      'steht in unserer <a href="/datenschutz" hreflang="de">Datenschutzerklärung</a> (Art. 13 DSGVO).',
    );
    const english = registerPage({ ...options, lang: 'en' });
    expect(english).toContain(
      'set out in our <a href="/privacy" hreflang="en">privacy notice</a> (Art. 13 GDPR).',
    );
    // Inside the form, above its button: read before the data is sent.
    expect(german.indexOf('Datenschutzerklärung')).toBeLessThan(german.indexOf('type="submit"'));
    expect(german.indexOf('Datenschutzerklärung')).toBeGreaterThan(german.indexOf('<form'));
  });
});
