import type { FailureTexts } from './types.js';

export const de: FailureTexts = {
  codes: {
    invalid_url: {
      reason:
        'Die Adresse ist keine Webadresse, die ein Browser öffnen kann (sie muss mit http:// oder https:// beginnen).',
      short: 'keine gültige Webadresse',
      hint: 'Geben Sie die Adresse so ein, wie sie im Browser steht, zum Beispiel https://www.beispiel.de.',
    },
    dns: {
      reason: 'Den Domainnamen gibt es nicht, oder er konnte nicht aufgelöst werden.',
      short: 'der Domainname ließ sich nicht auflösen',
      hint: 'Bitte prüfen Sie die Schreibweise der Adresse.',
    },
    unreachable: {
      reason:
        'Die Website war nicht erreichbar: Unter dieser Adresse hat nichts geantwortet, oder die Verbindung ist abgebrochen.',
      short: 'nicht erreichbar',
      hint: 'Prüfen Sie, ob die Website im Browser erreichbar ist, und versuchen Sie es dann erneut.',
    },
    timeout: {
      reason: 'Die Website hat nicht rechtzeitig geantwortet.',
      short: 'Zeitüberschreitung: die Seite hat nicht rechtzeitig geantwortet',
      hint: 'Vielleicht war die Website gerade überlastet. Versuchen Sie es in einigen Minuten erneut.',
    },
    http_error: {
      reason:
        'Die Website hat keine Webseite geliefert, sondern einen Fehler oder eine Datei (etwa ein PDF).',
      short: 'keine Webseite, sondern ein Fehler oder eine Datei',
      hint: 'Prüfen Sie, ob die Adresse im Browser eine Webseite zeigt und keine Fehlerseite oder einen Download.',
    },
    blocked_robots: {
      reason: 'Die robots.txt der Website untersagt automatisierte Prüfungen dieser Seite.',
      short: 'durch die robots.txt ausgeschlossen',
      hint: 'Wenn es Ihre Website ist, können Sie Klarsicht in der robots.txt erlauben.',
    },
    robots_unavailable: {
      reason:
        'Der Server der Website hat die Abfrage ihrer robots.txt mit einem Fehler beantwortet. Das ist kein Verbot; solange die Datei nicht lesbar ist, ruft Klarsicht aber keine Seiten ab (RFC 9309).',
      short: 'die robots.txt war wegen eines Serverfehlers nicht lesbar; später erneut prüfen',
      hint: 'Bitte versuchen Sie es später erneut. Wenn es Ihre Website ist: Sorgen Sie dafür, dass /robots.txt erreichbar ist (oder mit 404 antwortet, wenn es keine gibt).',
    },
    blocked_bot_protection: {
      reason: 'Die Website hat die Prüfung blockiert, etwa durch ein Captcha oder einen Bot-Schutz.',
      short: 'durch einen Bot-Schutz blockiert',
      hint: 'Wenn es Ihre Website ist, können Sie Klarsicht in Ihrem Bot-Schutz freigeben.',
    },
    private_address: {
      reason:
        'Die Adresse führt in ein privates oder internes Netz. Aus Sicherheitsgründen prüft Klarsicht hier nur öffentlich erreichbare Websites.',
      short: 'die Adresse führt in ein internes Netz',
      hint: 'Geben Sie die öffentliche Adresse Ihrer Website ein. Interne Seiten können Sie mit dem Kommandozeilenwerkzeug von Klarsicht auf Ihrem eigenen Rechner prüfen.',
    },
    sign_in_failed: {
      reason:
        'Klarsicht konnte sich mit den angegebenen Anmeldedaten nicht auf der Website anmelden; deshalb wurde nichts geprüft.',
      short: 'die Anmeldung ist fehlgeschlagen',
      hint: 'Prüfen Sie in den Einstellungen der Website die Anmeldeseite, den Benutzernamen, das Passwort und die Angabe, woran Klarsicht eine gelungene Anmeldung erkennt.',
    },
    tab_crashed: {
      reason:
        'Nicht geprüft: Der Browser-Tab ist bei der Prüfung abgestürzt, auch beim zweiten Versuch in einem neuen Tab. Das liegt am Browser der Prüfung, nicht unbedingt an der Website.',
      short: 'der Browser-Tab ist abgestürzt, auch beim zweiten Versuch',
      hint: 'Bitte versuchen Sie es erneut. Stürzt der Tab bei derselben Seite wieder ab, braucht sie womöglich sehr viel Speicher.',
    },
    flow_failed: {
      reason:
        'Der aufgezeichnete Ablauf ließ sich nicht so weit abspielen, dass ein Zustand der Seite geprüft werden konnte: Ein Schritt fand sein Element nicht, eine Seite öffnete sich nicht, oder der Ablauf führte auf eine andere Website.',
      short: 'der Ablauf ließ sich nicht abspielen',
      hint: 'Sehen Sie sich den genannten Schritt und das Bildschirmfoto an, nehmen Sie den Ablauf bei Bedarf neu auf und starten Sie die Prüfung erneut.',
    },
    internal: {
      reason: 'Bei der Prüfung ist in Klarsicht ein Fehler aufgetreten. Das liegt nicht an der Website.',
      short: 'Fehler bei der Prüfung (nicht bei der Website)',
      hint: 'Bitte versuchen Sie es in einigen Minuten erneut.',
    },
  },
  withStatus: {
    httpError: 'Die Website hat mit dem HTTP-Status {status} statt mit einer Webseite geantwortet.',
    robotsUnavailable:
      'Der Server der Website hat die Abfrage von /robots.txt mit dem HTTP-Status {status} beantwortet. Das ist kein Verbot; solange die Datei nicht lesbar ist, ruft Klarsicht aber keine Seiten ab (RFC 9309).',
    signInStatus: 'Die Anmeldeseite antwortete mit dem HTTP-Status {status}.',
  },
  httpStatusShort: 'HTTP-Status {status}',
  signInAnswer: 'Die Anmeldeseite meldete: „{answer}“',
};
