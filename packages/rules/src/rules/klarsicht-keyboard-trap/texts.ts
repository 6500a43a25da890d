import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Der Tastaturfokus darf in keinem Element gefangen sein',
    description:
      'Drückt auf der Seite die Tabulatortaste wie ein Mensch, der nur die Tastatur nutzt, und prüft, ob der Fokus jedes Element mit Tab, Umschalt+Tab oder Escape wieder verlassen kann.',
    checks: {
      'keyboard-trap': {
        fail: 'Der Fokus kommt aus diesem Element nicht mehr heraus: Weder Tab noch Umschalt+Tab noch Escape bringen ihn zu einem anderen Element der Seite.',
      },
      'keyboard-restless': {
        fail: 'Skripte lassen den Fokus von selbst zwischen diesem und anderen Elementen hin- und herspringen, ohne dass eine Taste gedrückt wird: Mit der Tastatur lässt er sich nicht wegbewegen.',
      },
      'keyboard-too-many': {
        incomplete:
          'Die Seite hat {count} Elemente, die sich mit der Tabulatortaste erreichen lassen, mehr als die {limit}, die wir durchgehen. Auf Tastaturfallen wurde sie deshalb nicht geprüft; prüfen Sie das bitte selbst.',
      },
      'keyboard-too-slow': {
        incomplete:
          'Skripte der Seite verschieben den Fokus, und der Gang mit der Tabulatortaste war nach {limit} Sekunden nicht am Ende. Die übrigen Elemente wurden nicht auf Tastaturfallen geprüft; prüfen Sie das bitte selbst.',
      },
    },
    fix: {
      why: 'Wer die Seite mit der Tastatur bedient, etwa blinde Menschen oder Menschen, die keine Maus führen können, kommt aus diesem Element nicht mehr heraus: Weder die Tabulatortaste noch Umschalt+Tabulator noch die Esc-Taste bringen den Fokus weiter. Der Rest der Seite ist für sie unerreichbar, oft bleibt ihnen nur, die Seite zu schließen.',
      how: 'Setzen Sie den Fokus nicht per Skript zurück, wenn er ein Element verlässt, und fangen Sie die Tabulatortaste nicht ab; eine fehlerhafte Eingabe melden Sie besser mit einem Hinweis, den Sie mit aria-describedby an das Feld binden. In einem geöffneten modalen Dialog darf der Fokus bleiben und mit Tabulator und Umschalt+Tabulator im Kreis laufen, solange die Esc-Taste den Dialog schließt. Braucht ein Element eine andere Taste, um es zu verlassen, müssen Sie diese Taste vorher mitteilen, etwa in einem sichtbaren Hinweis.',
      before:
        '<a href="/start">Start</a>\n<input id="plz" aria-label="Postleitzahl">\n<script>\n  const plz = document.getElementById(\'plz\');\n  plz.addEventListener(\'blur\', () => {\n    if (!/^[0-9]{5}$/.test(plz.value)) plz.focus();\n  });\n</script>\n<a href="/kontakt">Kontakt</a>',
      after:
        '<a href="/start">Start</a>\n<input id="plz" aria-label="Postleitzahl" aria-describedby="plz-hinweis">\n<p id="plz-hinweis" hidden>Bitte geben Sie eine fünfstellige Postleitzahl ein.</p>\n<script>\n  const plz = document.getElementById(\'plz\');\n  plz.addEventListener(\'blur\', () => {\n    const gueltig = /^[0-9]{5}$/.test(plz.value);\n    plz.setAttribute(\'aria-invalid\', String(!gueltig));\n    document.getElementById(\'plz-hinweis\').hidden = gueltig;\n  });\n</script>\n<a href="/kontakt">Kontakt</a>',
    },
  },
  en: {
    help: 'Keyboard focus must not be trapped in any element',
    description:
      'Presses the Tab key on the page as a person who uses only the keyboard would, and checks that focus can leave every element with Tab, Shift+Tab or Escape',
    checks: {
      'keyboard-trap': {
        fail: 'Focus cannot leave this element: neither Tab nor Shift+Tab nor Escape moves it to another element of the page',
      },
      'keyboard-restless': {
        fail: 'Scripts keep moving focus between this and other elements by themselves, with no key pressed: it cannot be moved away by keyboard',
      },
      'keyboard-too-many': {
        incomplete:
          'The page has {count} elements that can be reached with the Tab key, more than the {limit} we walk through. It was therefore not checked for keyboard traps; please check this yourself',
      },
      'keyboard-too-slow': {
        incomplete:
          'Scripts on the page move focus, and walking it with the Tab key had not reached the end after {limit} seconds. The remaining elements were not checked for keyboard traps; please check this yourself',
      },
    },
    fix: {
      why: 'People who use the keyboard, such as blind people or people who cannot use a mouse, cannot get out of this element: neither Tab nor Shift+Tab nor Escape moves the focus on. The rest of the page is out of their reach, and often all they can do is close it.',
      how: 'Do not put the focus back by script when it leaves an element, and do not swallow the Tab key; report invalid input with a message tied to the field with aria-describedby instead. In an open modal dialog the focus may stay inside and cycle with Tab and Shift+Tab, as long as Escape closes the dialog. If an element needs a different key to leave it, tell users about that key beforehand, for example in a visible hint.',
      before:
        '<a href="/home">Home</a>\n<input id="zip" aria-label="ZIP code">\n<script>\n  const zip = document.getElementById(\'zip\');\n  zip.addEventListener(\'blur\', () => {\n    if (!/^[0-9]{5}$/.test(zip.value)) zip.focus();\n  });\n</script>\n<a href="/contact">Contact</a>',
      after:
        '<a href="/home">Home</a>\n<input id="zip" aria-label="ZIP code" aria-describedby="zip-hint">\n<p id="zip-hint" hidden>Please enter a five-digit ZIP code.</p>\n<script>\n  const zip = document.getElementById(\'zip\');\n  zip.addEventListener(\'blur\', () => {\n    const valid = /^[0-9]{5}$/.test(zip.value);\n    zip.setAttribute(\'aria-invalid\', String(!valid));\n    document.getElementById(\'zip-hint\').hidden = valid;\n  });\n</script>\n<a href="/contact">Contact</a>',
    },
  },
};
