import type { Language } from '@klarsicht/report';
import type { CheckMessage } from './check-message.js';
import { DOCUMENT_CHECK_TEXTS, DOCUMENT_RULE_TEXTS } from './document-rule-texts.js';

export interface RuleTexts {
  /** The rule as a short requirement: the title of its findings. */
  help: string;
  /** What the rule checks, in one sentence. */
  description: string;
}

export interface OwnRuleTexts extends RuleTexts {
  /** Messages of the rule's checks (ids as in the nodes' `checks`), by outcome. */
  checks: Record<string, CheckMessages>;
}

/** A check's messages: why an element failed it, or why a person must decide. */
export interface CheckMessages {
  fail?: CheckMessage;
  incomplete?: CheckMessage;
}

/** Messages any of our browser checks may give, whatever the rule. */
export const SHARED_CHECK_TEXTS: Record<string, Record<Language, CheckMessages>> = {
  'klarsicht-not-checked': {
    de: {
      incomplete:
        'Diese Prüfung konnte auf der Seite nicht durchgeführt werden (technischer Grund: ${data.reason}). Prüfen Sie diesen Punkt bitte selbst.',
    },
    en: {
      incomplete:
        'This check could not be run on the page (technical reason: ${data.reason}). Please check this yourself.',
    },
  },
  ...DOCUMENT_CHECK_TEXTS,
};

/** Our own rules' texts, German and English; the rules take their English from here. */
export const OWN_RULE_TEXTS = {
  'klarsicht-accessibility-statement': {
    de: {
      help: 'Die Seite muss auf eine Erklärung zur Barrierefreiheit verweisen',
      description:
        'Prüft, ob die Seite auf eine Erklärung zur Barrierefreiheit verlinkt (Informationen darüber, wie der Dienst die Barrierefreiheitsanforderungen erfüllt) oder selbst diese Erklärung ist.',
      checks: {
        'accessibility-statement-link': {
          fail: 'Auf der Seite wurde kein Link zu einer Erklärung zur Barrierefreiheit („Erklärung zur Barrierefreiheit“, „Accessibility statement“) gefunden.',
        },
        'accessibility-statement-language': {
          incomplete: {
            default:
              'Auf der Seite wurde kein Link zu einer Erklärung zur Barrierefreiheit gefunden. Die Seite ist auf ${data.languageDe} geschrieben, und für diese Sprache kennen wir die üblichen Bezeichnungen der Erklärung nicht. Prüfen Sie bitte selbst, ob die Seite auf ihre Erklärung zur Barrierefreiheit verweist.',
            unknown:
              'Auf der Seite wurde kein Link zu einer Erklärung zur Barrierefreiheit gefunden. In welcher Sprache die Seite geschrieben ist, ließ sich nicht feststellen (kein lang-Attribut und zu wenig Text), und die üblichen Bezeichnungen der Erklärung kennen wir nur in den Amtssprachen der EU. Prüfen Sie bitte selbst, ob die Seite auf ihre Erklärung zur Barrierefreiheit verweist.',
          },
        },
      },
    },
    en: {
      help: 'Page must link to an accessibility statement',
      description:
        'Ensures the page links to an accessibility statement (information on how the service meets the accessibility requirements), or is that statement',
      checks: {
        'accessibility-statement-link': {
          fail: 'No link to an accessibility statement ("Erklärung zur Barrierefreiheit", "Accessibility statement") was found on the page',
        },
        'accessibility-statement-language': {
          incomplete: {
            default:
              'No link to an accessibility statement was found on the page. The page is written in ${data.languageEn}, a language whose usual names for the statement we do not know. Please check yourself whether the page links to its accessibility statement',
            unknown:
              'No link to an accessibility statement was found on the page. The language the page is written in could not be told (no lang attribute and too little text), and we know the usual names for the statement only in the official languages of the EU. Please check yourself whether the page links to its accessibility statement',
          },
        },
      },
    },
  },
  'klarsicht-feedback-mechanism': {
    de: {
      help: 'Die Seite muss eine Möglichkeit bieten, Rückmeldung zu geben oder Hilfe zu erhalten',
      description:
        'Prüft, ob die Seite einen Weg bietet, Barrieren zu melden: einen E-Mail-Link, einen Link zu Kontakt oder Feedback oder ein Formular für eine Nachricht.',
      checks: {
        'feedback-mail-link': { fail: 'Auf der Seite wurde kein E-Mail-Link gefunden.' },
        'feedback-contact-link': {
          fail: 'Auf der Seite wurde kein Link zu einer Kontakt-, Feedback- oder Hilfeseite gefunden.',
        },
        'feedback-form': { fail: 'Auf der Seite wurde kein Formular für eine Nachricht gefunden.' },
        'feedback-language': {
          incomplete: {
            default:
              'Auf der Seite wurde kein E-Mail-Link, kein Formular für eine Nachricht und kein Link gefunden, der nach einer Kontakt- oder Feedbackseite klingt. Die Seite ist aber auf ${data.languageDe} geschrieben, und für diese Sprache kennen wir die üblichen Wörter nicht. Prüfen Sie bitte selbst, ob die Seite einen Weg bietet, Barrieren zu melden.',
            unknown:
              'Auf der Seite wurde kein E-Mail-Link, kein Formular für eine Nachricht und kein Link gefunden, der nach einer Kontakt- oder Feedbackseite klingt. In welcher Sprache die Seite geschrieben ist, ließ sich aber nicht feststellen (kein lang-Attribut und zu wenig Text), und die üblichen Wörter kennen wir nur in den Amtssprachen der EU. Prüfen Sie bitte selbst, ob die Seite einen Weg bietet, Barrieren zu melden.',
          },
        },
      },
    },
    en: {
      help: 'Page must offer a way to give feedback or get support',
      description:
        'Ensures the page offers a way to report accessibility problems: an e-mail link, a contact or feedback link, or a message form',
      checks: {
        'feedback-mail-link': { fail: 'No e-mail link was found on the page' },
        'feedback-contact-link': { fail: 'No link to a contact, feedback or support page was found' },
        'feedback-form': { fail: 'No form with a message field was found' },
        'feedback-language': {
          incomplete: {
            default:
              'No e-mail link, no message form and no link that sounds like a contact or feedback page was found on the page. But the page is written in ${data.languageEn}, a language whose usual words for these we do not know. Please check yourself whether the page offers a way to report barriers',
            unknown:
              'No e-mail link, no message form and no link that sounds like a contact or feedback page was found on the page. But the language the page is written in could not be told (no lang attribute and too little text), and we know the usual words only in the official languages of the EU. Please check yourself whether the page offers a way to report barriers',
          },
        },
      },
    },
  },
  'klarsicht-autoplay-audio': {
    de: {
      help: 'Ton, der von selbst länger als 3 Sekunden abgespielt wird, muss sich anhalten oder leiser stellen lassen',
      description:
        'Prüft, ob <audio>- und <video>-Elemente, die beim Laden der Seite von selbst Ton abspielen, nach spätestens 3 Sekunden enden oder Bedienelemente zum Anhalten, Stummschalten oder Regeln der Lautstärke haben.',
      checks: {
        'autoplay-no-control': {
          fail: 'Das Element spielt von selbst Ton ab (Länge: ${data.seconds} Sekunden), und auf der Seite gibt es nichts, womit man ihn anhalten, stummschalten oder leiser stellen kann.',
        },
        'autoplay-control-elsewhere': {
          incomplete:
            'Das Element spielt von selbst länger als 3 Sekunden Ton ab und zeigt keine eigenen Bedienelemente. Prüfen Sie, ob ein anderes Bedienelement der Seite den Ton anhält, stummschaltet oder leiser stellt und vor dem Element erreichbar ist.',
        },
        'autoplay-sound-unknown': {
          incomplete:
            'Das Element wird von selbst abgespielt, aber ob es Ton hat, ließ sich nicht feststellen. Prüfen Sie, ob Ton länger als 3 Sekunden zu hören ist und ob er sich anhalten lässt.',
        },
      },
    },
    en: {
      help: 'Sound that plays by itself for more than 3 seconds must be possible to pause or turn down',
      description:
        'Ensures that <audio> and <video> elements that play sound by themselves when the page loads stop within 3 seconds or have controls to pause, mute or change the volume',
      checks: {
        'autoplay-no-control': {
          fail: 'The element plays sound by itself (length: ${data.seconds} seconds), and nothing on the page pauses, mutes or turns it down',
        },
        'autoplay-control-elsewhere': {
          incomplete:
            'The element plays sound by itself for more than 3 seconds and shows no controls of its own. Check whether another control on the page pauses, mutes or turns down the sound and can be reached before the element',
        },
        'autoplay-sound-unknown': {
          incomplete:
            'The element plays by itself, but whether it has sound could not be determined. Check whether sound lasts more than 3 seconds and whether it can be stopped',
        },
      },
    },
  },
  'klarsicht-keyboard-trap': {
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
            'Die Seite hat ${data.count} Elemente, die sich mit der Tabulatortaste erreichen lassen, mehr als die ${data.limit}, die wir durchgehen. Auf Tastaturfallen wurde sie deshalb nicht geprüft; prüfen Sie das bitte selbst.',
        },
        'keyboard-too-slow': {
          incomplete:
            'Skripte der Seite verschieben den Fokus, und der Gang mit der Tabulatortaste war nach ${data.limit} Sekunden nicht am Ende. Die übrigen Elemente wurden nicht auf Tastaturfallen geprüft; prüfen Sie das bitte selbst.',
        },
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
            'The page has ${data.count} elements that can be reached with the Tab key, more than the ${data.limit} we walk through. It was therefore not checked for keyboard traps; please check this yourself',
        },
        'keyboard-too-slow': {
          incomplete:
            'Scripts on the page move focus, and walking it with the Tab key had not reached the end after ${data.limit} seconds. The remaining elements were not checked for keyboard traps; please check this yourself',
        },
      },
    },
  },
  'klarsicht-click-without-keyboard': {
    de: {
      help: 'Was sich mit der Maus anklicken lässt, muss sich auch mit der Tastatur bedienen lassen',
      description:
        'Sucht Elemente, die auf Mausklicks reagieren, aber weder Link noch Schaltfläche noch Formularfeld sind, kein tabindex und keine Rolle haben und auf keine Taste reagieren: Mit der Tastatur sind sie nicht zu erreichen.',
      checks: {
        'click-without-keyboard': {
          fail: 'Das Element reagiert auf die Maus (${data.events}), lässt sich mit der Tastatur aber weder erreichen noch auslösen: Es ist kein Link und keine Schaltfläche, hat kein tabindex und reagiert auf keine Taste.',
        },
      },
    },
    en: {
      help: 'What can be clicked with a mouse must be operable with the keyboard too',
      description:
        'Looks for elements that react to mouse clicks but are neither a link nor a button nor a form field, have no tabindex and no role, and react to no key: the keyboard cannot reach them',
      checks: {
        'click-without-keyboard': {
          fail: 'The element reacts to the mouse (${data.events}), but the keyboard can neither reach nor activate it: it is no link and no button, has no tabindex and reacts to no key',
        },
      },
    },
  },
  'klarsicht-page-language': {
    de: {
      help: 'Das lang-Attribut des <html>-Elements muss die Sprache nennen, in der die Seite geschrieben ist',
      description:
        'Erkennt die Sprache, in der der Text der Seite geschrieben ist, und vergleicht sie mit der Sprache, die das lang-Attribut des <html>-Elements angibt. Beurteilt wird nur genügend langer Text.',
      checks: {
        'page-language': {
          fail: 'Die Seite ist als ${data.declaredDe} ausgezeichnet (lang="${data.lang}"), ihr Text ist aber auf ${data.detectedDe} geschrieben.',
          incomplete:
            'Die Seite ist als ${data.declaredDe} ausgezeichnet (lang="${data.lang}"), ihr Text scheint aber auf ${data.detectedDe} geschrieben zu sein. Prüfen Sie, ob das lang-Attribut stimmt.',
        },
      },
    },
    en: {
      help: 'The lang attribute of the <html> element must name the language the page is written in',
      description:
        'Detects the language the text of the page is written in and compares it with the language the lang attribute of the <html> element names. Only text long enough to judge is judged',
      checks: {
        'page-language': {
          fail: 'The page is marked as ${data.declaredEn} (lang="${data.lang}"), but its text is written in ${data.detectedEn}',
          incomplete:
            'The page is marked as ${data.declaredEn} (lang="${data.lang}"), but its text seems to be written in ${data.detectedEn}. Check whether the lang attribute is right',
        },
      },
    },
  },
  'klarsicht-part-language': {
    de: {
      help: 'Das lang-Attribut eines Elements muss die Sprache seines Textes nennen',
      description:
        'Erkennt die Sprache des Textes von Elementen mit eigenem lang-Attribut und vergleicht sie mit der angegebenen Sprache. Beurteilt wird nur genügend langer Text.',
      checks: {
        'part-language': {
          fail: 'Das Element ist als ${data.declaredDe} ausgezeichnet (lang="${data.lang}"), sein Text ist aber auf ${data.detectedDe} geschrieben.',
          incomplete:
            'Das Element ist als ${data.declaredDe} ausgezeichnet (lang="${data.lang}"), sein Text scheint aber auf ${data.detectedDe} geschrieben zu sein. Prüfen Sie, ob das lang-Attribut stimmt.',
        },
      },
    },
    en: {
      help: "An element's lang attribute must name the language of its text",
      description:
        'Detects the language of the text of elements with a lang attribute of their own and compares it with the language named. Only text long enough to judge is judged',
      checks: {
        'part-language': {
          fail: 'The element is marked as ${data.declaredEn} (lang="${data.lang}"), but its text is written in ${data.detectedEn}',
          incomplete:
            'The element is marked as ${data.declaredEn} (lang="${data.lang}"), but its text seems to be written in ${data.detectedEn}. Check whether the lang attribute is right',
        },
      },
    },
  },
  'klarsicht-text-zoom-clipping': {
    de: {
      help: 'Bei auf 200 % vergrößerter Seite darf kein Text abgeschnitten werden',
      description:
        'Vergrößert die Seite auf 200 %, wie es der Zoom eines Browsers tut, und prüft, ob Bereiche mit overflow: hidden oder clip dann Text abschneiden, den sie bei 100 % ganz zeigen.',
      checks: {
        'zoom-clipped-height': {
          fail: 'Bei auf 200 % vergrößerter Seite passt der Text nicht mehr in die Höhe dieses Elements und wird unten abgeschnitten (overflow: hidden oder clip).',
        },
        'zoom-clipped-width': {
          fail: 'Bei auf 200 % vergrößerter Seite passt der Text nicht mehr in die Breite dieses Elements und wird seitlich abgeschnitten (overflow: hidden oder clip).',
        },
        'zoom-ellipsis': {
          incomplete:
            'Bei auf 200 % vergrößerter Seite wird der Text dieses Elements mit Auslassungspunkten gekürzt. Prüfen Sie, ob der volle Text anderswo erreichbar ist, etwa über einen Link.',
        },
        'zoom-linked': {
          incomplete:
            'Bei auf 200 % vergrößerter Seite schneidet dieses Element Text ab (overflow: hidden oder clip); ein Link daneben führt vielleicht zum vollen Text. Prüfen Sie, ob der ganze Inhalt so erreichbar ist.',
        },
      },
    },
    en: {
      help: 'No text may be cut off when the page is zoomed to 200 %',
      description:
        'Zooms the page to 200 %, as a browser does, and checks whether boxes with overflow: hidden or clip then cut off text they show in full at 100 %',
      checks: {
        'zoom-clipped-height': {
          fail: "With the page zoomed to 200 %, the text no longer fits this element's height and is cut off at the bottom (overflow: hidden or clip)",
        },
        'zoom-clipped-width': {
          fail: "With the page zoomed to 200 %, the text no longer fits this element's width and is cut off at the side (overflow: hidden or clip)",
        },
        'zoom-ellipsis': {
          incomplete:
            'With the page zoomed to 200 %, the text of this element is cut short with an ellipsis. Check whether the full text can be reached elsewhere, for example through a link',
        },
        'zoom-linked': {
          incomplete:
            'With the page zoomed to 200 %, this element cuts off text (overflow: hidden or clip); a link beside it may lead to the full text. Check whether all of the content can be reached that way',
        },
      },
    },
  },
  'klarsicht-aria-prohibited-name': {
    de: {
      help: 'Elemente, deren Rolle keinen Namen erlaubt, dürfen kein aria-label, aria-labelledby und keine Rollenbeschreibung tragen',
      description:
        'Prüft, ob Namen (aria-label, aria-labelledby, aria-braillelabel) und Rollenbeschreibungen (aria-roledescription) nur an Elementen stehen, deren Rolle sie erlaubt. An einem <div>, <span> oder <p> übergehen Screenreader sie.',
      checks: {
        'aria-prohibited-name': {
          fail: 'Das Element hat die Rolle „${data.role}“, die ${data.attributes} nicht erlaubt: Screenreader lesen den Inhalt dieser Attribute nicht vor.',
        },
      },
    },
    en: {
      help: 'Elements whose role prohibits a name must not carry aria-label, aria-labelledby or a role description',
      description:
        'Ensures that names (aria-label, aria-labelledby, aria-braillelabel) and role descriptions (aria-roledescription) appear only on elements whose role allows them. On a <div>, <span> or <p>, screen readers skip them',
      checks: {
        'aria-prohibited-name': {
          fail: 'The element has the role "${data.role}", which does not allow ${data.attributes}: screen readers do not read out what these attributes say',
        },
      },
    },
  },
  'klarsicht-link-purpose': {
    de: {
      help: 'Der Linktext allein muss sagen, wohin der Link führt',
      description:
        'Prüft, ob Links Namen haben, die auch ohne den umgebenden Text verständlich sind, statt nur „mehr“, „hier klicken“ oder „weiterlesen“.',
      checks: {
        'link-text-generic': {
          fail: 'Der Link heißt nur „${data.name}“. Das sagt nicht, wohin er führt, wenn er allein vorgelesen wird, etwa in der Linkliste eines Screenreaders.',
        },
      },
    },
    en: {
      help: 'The link text alone must say where the link leads',
      description:
        'Ensures that links have names that can be understood without the surrounding text, rather than just "more", "click here" or "read more"',
      checks: {
        'link-text-generic': {
          fail: 'The link is named only "${data.name}". That does not say where it leads when it is read out on its own, as in a screen reader\'s list of links',
        },
      },
    },
  },
  'klarsicht-link-context': {
    de: {
      help: 'Der Zweck eines Links muss aus seinem Text oder dessen Zusammenhang hervorgehen',
      description:
        'Findet Links mit nichtssagendem Text wie „mehr“ oder „hier klicken“, deren Zweck sich höchstens aus dem Satz, Listenpunkt oder der Tabellenzelle um sie herum ergibt.',
      checks: {
        'link-text-context': {
          incomplete:
            'Der Link heißt nur „${data.name}“. Prüfen Sie, ob sein Ziel aus dem Satz, Absatz, Listenpunkt oder der Tabellenzelle um ihn herum klar wird; besser ist ein Linktext, der es selbst sagt.',
        },
      },
    },
    en: {
      help: 'The purpose of a link must be clear from its text or its context',
      description:
        'Finds links with texts that say nothing, such as "more" or "click here", whose purpose can at most be told from the sentence, list item or table cell around them',
      checks: {
        'link-text-context': {
          incomplete:
            'The link is named only "${data.name}". Check whether its destination is clear from the sentence, paragraph, list item or table cell around it; a link text that says so itself is better',
        },
      },
    },
  },
  'klarsicht-image-alt-filename': {
    de: {
      help: 'Der Alternativtext eines Bildes darf nicht sein Dateiname sein',
      description:
        'Prüft, ob Alternativtexte von Bildern wie Dateinamen aussehen („IMG_2041.jpg“, „banner.png“), wie sie Redaktionssysteme oft eintragen.',
      checks: {
        'alt-file-name': {
          fail: 'Der Alternativtext „${data.alt}“ ist ein Dateiname und beschreibt nicht, was das Bild zeigt.',
        },
      },
    },
    en: {
      help: "An image's alternative text must not be its file name",
      description:
        'Ensures that alternative texts of images do not look like file names ("IMG_2041.jpg", "banner.png"), as content management systems often fill in',
      checks: {
        'alt-file-name': {
          fail: 'The alternative text "${data.alt}" is a file name and does not describe what the image shows',
        },
      },
    },
  },
  'klarsicht-page-title': {
    de: {
      help: 'Der Seitentitel muss die Seite beschreiben',
      description:
        'Prüft, ob der Titel der Seite ein Platzhalter ist („Untitled“, „Neue Seite“, „React App“) oder nur „Startseite“ lautet, ohne zu sagen, wessen.',
      checks: {
        'title-placeholder': {
          fail: 'Der Seitentitel „${data.title}“ ist ein Platzhalter und sagt nicht, worum es auf der Seite geht.',
        },
        'title-generic': {
          incomplete:
            'Der Seitentitel lautet nur „${data.title}“. Prüfen Sie, ob er auch den Namen der Website oder des Angebots nennen sollte, damit man die Seite unter anderen offenen Tabs wiederfindet.',
        },
      },
    },
    en: {
      help: 'The page title must describe the page',
      description:
        'Ensures that the page title is not a placeholder ("Untitled", "New page", "React App") and not just "Home" without saying whose',
      checks: {
        'title-placeholder': {
          fail: 'The page title "${data.title}" is a placeholder and does not say what the page is about',
        },
        'title-generic': {
          incomplete:
            'The page title is only "${data.title}". Check whether it should also name the website or service, so that the page can be found among other open tabs',
        },
      },
    },
  },
  'klarsicht-justified-text': {
    de: {
      help: 'Textblöcke sollten nicht im Blocksatz stehen',
      description:
        'Findet Textblöcke mit text-align: justify. Blocksatz reißt ungleiche Lücken zwischen Wörtern, die Menschen mit Leseschwierigkeiten den Text schwer lesbar machen (WCAG 1.4.8, Stufe AAA).',
      checks: {
        'text-justified': {
          fail: 'Dieser Textblock steht im Blocksatz (text-align: justify). Setzen Sie ihn linksbündig.',
        },
      },
    },
    en: {
      help: 'Blocks of text should not be justified',
      description:
        'Finds blocks of text with text-align: justify. Justified text leaves uneven gaps between words that make it hard to read for people with reading difficulties (WCAG 1.4.8, level AAA)',
      checks: {
        'text-justified': {
          fail: 'This block of text is justified (text-align: justify). Align it to the left',
        },
      },
    },
  },
  'qw-act-r76': {
    de: {
      help: 'Text muss sich deutlich von seinem Hintergrund abheben (erhöhter Kontrast), auch von einem Farbverlauf',
      description:
        'Prüft mit QualWeb, ob Text und Hintergrund ein Kontrastverhältnis von mindestens 7:1 haben (4,5:1 bei großer Schrift), auch wo der Hintergrund ein Farbverlauf ist.',
      checks: {
        'qw-act-r76': {
          fail: {
            default:
              'Der Kontrast zwischen dem Text und seinem Hintergrund liegt unter dem erhöhten Mindestwert.',
            F2: 'Der Kontrast zwischen dem Text und seinem Hintergrund mit Farbverlauf liegt an mindestens einer Stelle unter dem erhöhten Mindestwert.',
          },
        },
      },
    },
    en: {
      help: 'Text must stand out clearly from its background (enhanced contrast), a gradient included',
      description:
        'Checks with QualWeb that text and background have a contrast ratio of at least 7:1 (4.5:1 for large text), also where the background is a gradient',
      checks: {
        'qw-act-r76': {
          fail: {
            default: 'The contrast between the text and its background is below the enhanced minimum',
            F2: 'The contrast between the text and its gradient background is below the enhanced minimum in at least one place',
          },
        },
      },
    },
  },
  'qw-act-r13': {
    de: {
      help: 'Mit aria-hidden verborgene Elemente dürfen nichts enthalten, was per Tabulatortaste erreichbar ist',
      description:
        'Prüft mit QualWeb, ob Elemente mit aria-hidden="true" selbst fokussierbar sind oder fokussierbare Elemente enthalten, auch außerhalb des sichtbaren Bereichs. Tastaturnutzende landen dort auf einem Element, das Screenreader nicht kennen.',
      checks: {
        'qw-act-r13': {
          fail: {
            default:
              'Das Element ist vor Screenreadern verborgen, enthält aber Elemente, die per Tabulatortaste den Fokus erhalten.',
            F2: 'Das Element ist vor Screenreadern verborgen, erhält aber selbst per Tabulatortaste den Fokus.',
          },
        },
      },
    },
    en: {
      help: 'Elements hidden with aria-hidden must not contain anything reachable with the Tab key',
      description:
        'Checks with QualWeb whether elements with aria-hidden="true" are focusable themselves or contain focusable elements, off screen included. Keyboard users land on an element that screen readers do not know',
      checks: {
        'qw-act-r13': {
          fail: {
            default:
              'The element is hidden from screen readers but contains elements that receive focus with the Tab key',
            F2: 'The element is hidden from screen readers but receives focus with the Tab key itself',
          },
        },
      },
    },
  },
  'qw-act-r39': {
    de: {
      help: 'Jede Kopfzelle einer Tabelle muss Datenzellen haben, zu denen sie gehört',
      description:
        'Prüft mit QualWeb, ob jede Spalten- oder Zeilenüberschrift (<th>) einer Tabelle mindestens eine Datenzelle hat, die ihr zugeordnet ist. Eine Überschrift ohne Zellen deutet auf eine falsch aufgebaute Tabelle hin, die Screenreader falsch vorlesen.',
      checks: {
        'qw-act-r39': {
          fail: 'Dieser Kopfzelle ist keine Datenzelle zugeordnet.',
        },
      },
    },
    en: {
      help: 'Every table header cell must have data cells it belongs to',
      description:
        'Checks with QualWeb that every column or row header (<th>) of a table has at least one data cell assigned to it. A header without cells points to a wrongly built table, which screen readers read out wrongly',
      checks: {
        'qw-act-r39': {
          fail: 'No data cell is assigned to this header cell',
        },
      },
    },
  },
  'klarsicht-focus-visible': {
    de: {
      help: 'Elemente, die per Tastatur den Fokus erhalten, müssen dabei sichtbar hervorgehoben sein',
      description:
        'Prüft, ob sich ein Element sichtbar verändert, wenn es per Tabulatortaste den Fokus erhält, etwa durch einen Rahmen, eine Unterstreichung oder eine andere Farbe.',
      checks: {
        'focus-visible': {
          fail: 'Erhält das Element den Fokus, ändert sich weder an ihm noch in seiner Umgebung etwas Sichtbares: Wer mit der Tastatur navigiert, sieht nicht, wo er sich befindet.',
        },
        'focus-visible-scripted': {
          incomplete:
            'Erhält das Element den Fokus, ändert sich sein Aussehen nicht, aber ein Skript verändert die Seite. Prüfen Sie, ob diese Änderung sichtbar zeigt, wo der Fokus ist.',
        },
        'focus-visible-limit': {
          incomplete:
            'Geprüft wurden die ersten ${data.limit} Elemente, die per Tabulatortaste erreichbar sind; ${data.skipped} weitere prüfen Sie bitte selbst.',
        },
      },
    },
    en: {
      help: 'Elements that receive keyboard focus must show it visibly',
      description:
        'Checks whether an element changes visibly when it receives focus with the Tab key, for example with an outline, an underline or a different colour',
      checks: {
        'focus-visible': {
          fail: 'When the element receives focus, nothing visible changes on it or around it: people who navigate by keyboard cannot see where they are',
        },
        'focus-visible-scripted': {
          incomplete:
            'When the element receives focus, its look does not change, but a script changes the page. Check whether that change visibly shows where the focus is',
        },
        'focus-visible-limit': {
          incomplete:
            'The first ${data.limit} elements reachable with the Tab key were checked; please check the other ${data.skipped} yourself',
        },
      },
    },
  },
  'klarsicht-text-spacing-clipping': {
    de: {
      help: 'Bei größeren Zeilen-, Absatz-, Buchstaben- und Wortabständen darf kein Text abgeschnitten werden',
      description:
        'Stellt die Abstände ein, die WCAG 1.4.12 nennt (Zeilenhöhe das 1,5-Fache, Abstand nach Absätzen das 2-Fache, Buchstaben das 0,12-Fache und Wörter das 0,16-Fache der Schriftgröße), und prüft, ob Bereiche mit overflow: hidden oder clip dann Text abschneiden.',
      checks: {
        'spacing-clipped-height': {
          fail: 'Mit größeren Textabständen passt der Text nicht mehr in die Höhe dieses Elements und wird unten abgeschnitten (overflow: hidden oder clip).',
        },
        'spacing-clipped-width': {
          fail: 'Mit größeren Textabständen passt der Text nicht mehr in die Breite dieses Elements und wird seitlich abgeschnitten (overflow: hidden oder clip).',
        },
        'spacing-ellipsis': {
          incomplete:
            'Mit größeren Textabständen wird der Text dieses Elements mit Auslassungspunkten gekürzt. Prüfen Sie, ob der volle Text anderswo erreichbar ist, etwa über einen Link.',
        },
        'spacing-linked': {
          incomplete:
            'Mit größeren Textabständen schneidet dieses Element Text ab (overflow: hidden oder clip); ein Link daneben führt vielleicht zum vollen Text. Prüfen Sie, ob der ganze Inhalt so erreichbar ist.',
        },
      },
    },
    en: {
      help: 'No text may be cut off with more space between lines, paragraphs, letters and words',
      description:
        'Sets the spacing WCAG 1.4.12 names (line height 1.5, space after paragraphs 2, letter spacing 0.12 and word spacing 0.16 times the font size) and checks whether boxes with overflow: hidden or clip then cut off text',
      checks: {
        'spacing-clipped-height': {
          fail: "With more text spacing, the text no longer fits this element's height and is cut off at the bottom (overflow: hidden or clip)",
        },
        'spacing-clipped-width': {
          fail: "With more text spacing, the text no longer fits this element's width and is cut off at the side (overflow: hidden or clip)",
        },
        'spacing-ellipsis': {
          incomplete:
            'With more text spacing, the text of this element is cut short with an ellipsis. Check whether the full text can be reached elsewhere, for example through a link',
        },
        'spacing-linked': {
          incomplete:
            'With more text spacing, this element cuts off text (overflow: hidden or clip); a link beside it may lead to the full text. Check whether all of the content can be reached that way',
        },
      },
    },
  },
  'klarsicht-reflow': {
    de: {
      help: 'Bei 320 CSS-Pixel Breite darf die Seite kein seitliches Scrollen verlangen',
      description:
        'Stellt die Seite 320 CSS-Pixel breit dar, so wie ein 1280 Pixel breites Fenster bei 400 % Zoom, und prüft, ob Inhalte über den rechten Rand hinausragen, sodass man zum Lesen seitlich scrollen muss oder sie abgeschnitten werden.',
      checks: {
        reflow: {
          fail: 'Bei 320 CSS-Pixel Breite ragt dieses Element über den rechten Rand hinaus: Wer die Seite stark vergrößert, muss zum Lesen jeder Zeile seitlich scrollen, oder der Inhalt wird abgeschnitten.',
        },
        'reflow-two-dimensional': {
          incomplete:
            'Bei 320 CSS-Pixel Breite ragt dieses Element über den rechten Rand hinaus. Tabellen, Bilder, Karten, Code und Werkzeugleisten dürfen das, wenn sie ihre zweidimensionale Anordnung zum Verständnis brauchen. Prüfen Sie, ob das hier so ist.',
        },
      },
    },
    en: {
      help: 'At 320 CSS pixels wide, the page must not need scrolling sideways',
      description:
        'Shows the page 320 CSS pixels wide, as a window 1280 pixels wide shows it at 400 % zoom, and checks whether content reaches past the right edge, so that reading it takes scrolling sideways or it is cut off',
      checks: {
        reflow: {
          fail: 'At 320 CSS pixels wide, this element reaches past the right edge: people who zoom in a lot must scroll sideways for every line, or the content is cut off',
        },
        'reflow-two-dimensional': {
          incomplete:
            'At 320 CSS pixels wide, this element reaches past the right edge. Tables, images, maps, code and toolbars may do so when they need their two-dimensional layout to be understood. Check whether this one does',
        },
      },
    },
  },
  'klarsicht-new-window': {
    de: {
      help: 'Links, die ein neues Fenster oder einen neuen Tab öffnen, sollen das ankündigen',
      description:
        'Prüft, ob Links mit target="_blank" in ihrem Namen, Titel oder ihrer Beschreibung sagen, dass sie ein neues Fenster oder einen neuen Tab öffnen.',
      checks: {
        'link-new-window': {
          fail: 'Der Link öffnet ein neues Fenster oder einen neuen Tab, sagt das aber nicht: Wer das neue Fenster nicht sieht, findet mit „Zurück“ nicht zur Seite zurück.',
        },
      },
    },
    en: {
      help: 'Links that open a new window or tab should say so',
      description:
        'Checks whether links with target="_blank" say in their name, title or description that they open a new window or tab',
      checks: {
        'link-new-window': {
          fail: 'The link opens a new window or tab without saying so: people who do not see the new window cannot get back with "Back"',
        },
      },
    },
  },
  'klarsicht-alt-repeats-link': {
    de: {
      help: 'Ein Bild in einem Link soll nicht denselben Text wiederholen wie der Link',
      description:
        'Prüft, ob der Alternativtext eines Bildes in einem Link den Text wiederholt, der schon im Link steht; Screenreader lesen ihn dann zweimal vor.',
      checks: {
        'alt-repeats-link': {
          fail: 'Der Alternativtext des Bildes („${data.alt}“) wiederholt den Text des Links; lassen Sie ihn leer (alt="").',
        },
      },
    },
    en: {
      help: 'An image in a link should not repeat the link’s text',
      description:
        'Checks whether the alt text of an image in a link repeats the text the link already has; screen readers then read it twice',
      checks: {
        'alt-repeats-link': {
          fail: 'The image’s alt text ("${data.alt}") repeats the link’s text; leave it empty (alt="")',
        },
      },
    },
  },
  'klarsicht-adjacent-links': {
    de: {
      help: 'Bild und Text, die zum selben Ziel führen, sollen ein Link sein, nicht zwei',
      description:
        'Prüft, ob zwei Links direkt nebeneinander zur selben Adresse führen, etwa ein Bildlink und ein Textlink; Tastatur- und Screenreader-Nutzende müssen dann zweimal an derselben Stelle vorbei.',
      checks: {
        'adjacent-links': {
          fail: 'Der nächste Link führt zur selben Adresse; fassen Sie beide zu einem Link zusammen.',
        },
      },
    },
    en: {
      help: 'An image and text leading to the same place should be one link, not two',
      description:
        'Checks whether two links right beside each other lead to the same address, such as an image link and a text link; keyboard and screen reader users then pass the same stop twice',
      checks: {
        'adjacent-links': {
          fail: 'The next link leads to the same address; combine both into one link',
        },
      },
    },
  },
  'klarsicht-alt-title-mismatch': {
    de: {
      help: 'Alternativtext und Titel eines Bildes sollen nichts Verschiedenes sagen',
      description:
        'Prüft, ob der Alternativtext eines Bildes (den Screenreader vorlesen) und sein title-Attribut (das der Mauszeiger zeigt) voneinander abweichen.',
      checks: {
        'alt-title-mismatch': {
          incomplete:
            'Alternativtext („${data.alt}“) und Titel („${data.title}“) des Bildes weichen voneinander ab. Prüfen Sie, ob beide dasselbe Bild richtig beschreiben.',
        },
      },
    },
    en: {
      help: 'An image’s alt text and title should not say different things',
      description:
        'Checks whether the alt text of an image (which screen readers read out) and its title attribute (which the mouse pointer shows) differ',
      checks: {
        'alt-title-mismatch': {
          incomplete:
            'The image’s alt text ("${data.alt}") and title ("${data.title}") differ. Check whether both describe the same image correctly',
        },
      },
    },
  },
  'klarsicht-small-text': {
    de: {
      help: 'Text soll nicht kleiner als 9 CSS-Pixel gesetzt sein',
      description:
        'Prüft, ob sichtbarer Text kleiner als 9 CSS-Pixel gesetzt ist; so kleine Schrift ist für viele Menschen schwer zu lesen, und nicht alle vergrößern die Seite.',
      checks: {
        'small-text': {
          fail: 'Der Text dieses Elements ist nur ${data.size} CSS-Pixel groß.',
        },
      },
    },
    en: {
      help: 'Text should not be set smaller than 9 CSS pixels',
      description:
        'Checks whether visible text is set smaller than 9 CSS pixels; text this small is hard to read for many people, and not all of them zoom the page',
      checks: {
        'small-text': {
          fail: 'The text of this element is only ${data.size} CSS pixels high',
        },
      },
    },
  },
  'klarsicht-abbreviations': {
    de: {
      help: 'Abkürzungen sollen erklärt sein',
      description:
        'Sucht Abkürzungen aus Großbuchstaben, die auf der Seite nirgends ausgeschrieben sind, weder mit <abbr title> noch in Klammern daneben.',
      checks: {
        'abbreviation-unexplained': {
          incomplete:
            'Die Abkürzung „${data.abbreviation}“ ist auf der Seite nirgends ausgeschrieben. Prüfen Sie, ob Ihre Leserinnen und Leser sie kennen, oder schreiben Sie sie beim ersten Vorkommen aus.',
        },
      },
    },
    en: {
      help: 'Abbreviations should be explained',
      description:
        'Looks for abbreviations in capitals that are written out nowhere on the page, neither with <abbr title> nor in brackets beside them',
      checks: {
        'abbreviation-unexplained': {
          incomplete:
            'The abbreviation "${data.abbreviation}" is written out nowhere on the page. Check whether your readers know it, or write it out where it first appears',
        },
      },
    },
  },
} satisfies Record<string, Record<Language, OwnRuleTexts>>;

/** Our rules' texts by rule id (the PDF document rules' too), for lookups by a finding's rule id. */
export const OWN_RULE_TEXTS_BY_ID: Readonly<Record<string, Record<Language, OwnRuleTexts> | undefined>> = {
  ...OWN_RULE_TEXTS,
  ...DOCUMENT_RULE_TEXTS,
};
