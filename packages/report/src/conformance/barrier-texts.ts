import { fill } from '../fill.js';
import type { Language } from '../report-types.js';

/** A PDF document a barrier was found in: its title where it has one, else its address names it. */
export interface BarrierDocument {
  url: string;
  title: string | null;
}

/**
 * For the accessibility statement: what a visitor may meet on a site that fails a WCAG success
 * criterion, in plain language, by criterion id.
 */
export const BARRIER_TEXTS: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  '1.1.1': {
    de: 'Nicht alle Bilder, Symbole und Grafiken haben eine Textalternative, die ihren Inhalt oder ihre Funktion wiedergibt.',
    en: 'Not all images, icons and graphics have a text alternative that conveys their content or function.',
  },
  '1.2.1': {
    de: 'Zu manchen Tonaufnahmen, etwa Podcasts, und manchen Videos ohne Ton gibt es keine gleichwertige Abschrift oder Beschreibung.',
    en: 'Some audio recordings, such as podcasts, and some videos without sound have no equivalent transcript or description.',
  },
  '1.2.2': {
    de: 'Nicht alle aufgezeichneten Videos haben vollständige und richtige Untertitel für das Gesprochene und wichtige Geräusche.',
    en: 'Not all recorded videos have complete and accurate captions for the speech and important sounds.',
  },
  '1.2.3': {
    de: 'In manchen Videos werden wichtige Bildinhalte weder in einer Audiodeskription noch in einer Textfassung wiedergegeben.',
    en: 'In some videos, important visual content is conveyed neither in an audio description nor in a text version.',
  },
  '1.2.4': {
    de: 'Nicht alle Live-Übertragungen mit Ton haben Untertitel.',
    en: 'Not all live broadcasts with sound have captions.',
  },
  '1.2.5': {
    de: 'Nicht alle Videos haben eine Audiodeskription, also eine gesprochene Beschreibung wichtiger Bildinhalte.',
    en: 'Not all videos have an audio description, that is, a spoken description of important visual content.',
  },
  '1.2.6': {
    de: 'Nicht alle aufgezeichneten Videos mit Sprache werden in Gebärdensprache übersetzt.',
    en: 'Not all recorded videos with speech are interpreted into sign language.',
  },
  '1.2.7': {
    de: 'In manchen Videos bleiben wichtige Bildinhalte unbeschrieben, weil die Sprechpausen für die Audiodeskription zu kurz sind.',
    en: 'In some videos, important visual content is not described because the pauses in speech are too short for the audio description.',
  },
  '1.2.8': {
    de: 'Nicht zu allen Videos gibt es eine vollständige Textfassung, die das Gesprochene und wichtige Bildinhalte wiedergibt.',
    en: 'Not all videos have a full text version that conveys both the speech and important visual content.',
  },
  '1.2.9': {
    de: 'Nicht zu allen Live-Übertragungen ohne Bild, etwa Radiosendungen, gibt es eine zeitgleiche Textfassung.',
    en: 'Not all live audio-only broadcasts, such as radio programmes, have a text version in real time.',
  },
  '1.3.1': {
    de: 'Auf einigen Seiten ist der Aufbau, etwa Überschriften, Listen, Tabellen oder Beschriftungen von Formularfeldern, nur optisch erkennbar und wird von Screenreadern nicht wiedergegeben.',
    en: 'On some pages, the structure, such as headings, lists, tables or form field labels, is shown only visually and not conveyed by screen readers.',
  },
  '1.3.2': {
    de: 'Manche Inhalte werden von Screenreadern in einer Reihenfolge vorgelesen, die ihren Sinn verändert.',
    en: 'Some content is read out by screen readers in an order that changes its meaning.',
  },
  '1.3.3': {
    de: 'Manche Anleitungen verweisen nur auf Form, Größe, Lage oder Klang, etwa „die runde Schaltfläche rechts“, ohne das Element beim Namen zu nennen.',
    en: 'Some instructions refer only to shape, size, position or sound, such as "the round button on the right", without naming the element.',
  },
  '1.3.4': {
    de: 'Manche Inhalte lassen sich nur im Hochformat oder nur im Querformat nutzen.',
    en: 'Some content can be used only in portrait or only in landscape orientation.',
  },
  '1.3.5': {
    de: 'Manche Formularfelder für persönliche Angaben wie Name, E-Mail-Adresse oder Anschrift lassen sich vom Browser nicht zuverlässig automatisch ausfüllen.',
    en: 'Some form fields for personal details such as name, email address or postal address cannot be reliably filled in automatically by the browser.',
  },
  '1.3.6': {
    de: 'Der Zweck mancher Seitenbereiche, Symbole und Bedienelemente ist im Quelltext nicht hinterlegt, sodass Hilfsmittel ihn nicht erkennen und die Darstellung nicht anpassen können.',
    en: 'The purpose of some page areas, icons and controls is not marked in the code, so assistive technology cannot recognise it or adapt the display.',
  },
  '1.4.1': {
    de: 'Manche Informationen werden nur durch Farbe vermittelt, etwa rot markierte Fehler oder Links, die sich nur farblich vom übrigen Text abheben.',
    en: 'Some information is conveyed by colour alone, such as errors marked in red or links that stand out from the surrounding text only by colour.',
  },
  '1.4.2': {
    de: 'Auf manchen Seiten startet Ton von selbst und lässt sich weder anhalten noch leiser stellen.',
    en: 'On some pages, sound starts by itself and can be neither paused nor turned down.',
  },
  '1.4.3': {
    de: 'Manche Texte haben zu wenig Kontrast zum Hintergrund und sind schwer zu lesen.',
    en: 'Some text has too little contrast with its background and is hard to read.',
  },
  '1.4.4': {
    de: 'Wird die Schrift auf das Doppelte vergrößert, werden manche Texte abgeschnitten oder überdeckt, oder Funktionen sind nicht mehr nutzbar.',
    en: 'When text is enlarged to twice its size, some text is cut off or covered, or functions can no longer be used.',
  },
  '1.4.5': {
    de: 'Manche Texte werden als Bild dargestellt und lassen sich deshalb nicht in Schriftart, Größe oder Farbe anpassen.',
    en: 'Some text is presented as an image and therefore cannot be adjusted in font, size or colour.',
  },
  '1.4.6': {
    de: 'Manche Texte erreichen nicht den erhöhten Kontrast zum Hintergrund, den Menschen mit einer stärkeren Sehbeeinträchtigung benötigen.',
    en: 'Some text does not reach the enhanced contrast with its background that people with more severe visual impairments need.',
  },
  '1.4.7': {
    de: 'In manchen Tonaufnahmen sind Hintergrundmusik oder -geräusche so laut, dass die Sprache schwer zu verstehen ist.',
    en: 'In some audio recordings, background music or noise is so loud that the speech is hard to understand.',
  },
  '1.4.8': {
    de: 'Manche Textblöcke lassen sich nicht an eigene Lesebedürfnisse anpassen, etwa bei Farben, Zeilenlänge oder Abständen, oder stehen im Blocksatz.',
    en: 'Some blocks of text cannot be adapted to individual reading needs, such as colours, line length or spacing, or are fully justified.',
  },
  '1.4.9': {
    de: 'Manche Texte, etwa in Bannern oder Überschriften, werden als Bild dargestellt, obwohl diese Darstellung nicht wesentlich ist.',
    en: 'Some text, such as in banners or headings, is presented as an image although this presentation is not essential.',
  },
  '1.4.10': {
    de: 'Bei starker Vergrößerung oder auf schmalen Bildschirmen muss man auf manchen Seiten seitwärts scrollen, oder Inhalte werden abgeschnitten.',
    en: 'When strongly enlarged or on narrow screens, some pages require scrolling sideways, or content is cut off.',
  },
  '1.4.11': {
    de: 'Manche Bedienelemente und Grafiken, etwa Rahmen von Eingabefeldern, Symbole oder Diagrammlinien, heben sich zu schwach vom Hintergrund ab.',
    en: 'Some controls and graphics, such as the borders of input fields, icons or chart lines, stand out too little from the background.',
  },
  '1.4.12': {
    de: 'Vergrößert man Zeilen-, Wort- oder Buchstabenabstände, werden manche Texte abgeschnitten oder überdecken einander.',
    en: 'If line, word or letter spacing is increased, some text is cut off or overlaps.',
  },
  '1.4.13': {
    de: 'Manche Hinweisfenster oder Untermenüs, die beim Überfahren mit der Maus oder bei Tastaturbedienung erscheinen, verschwinden zu früh oder lassen sich nicht schließen.',
    en: 'Some tooltips or submenus that appear when you point with the mouse or use the keyboard disappear too soon or cannot be closed.',
  },
  '2.1.1': {
    de: 'Einige Funktionen lassen sich nicht allein mit der Tastatur bedienen.',
    en: 'Some functions cannot be operated with a keyboard alone.',
  },
  '2.1.2': {
    de: 'An manchen Stellen bleibt man mit der Tastatur in einem Bereich gefangen und kommt nicht wieder heraus.',
    en: 'In some places, keyboard users get trapped in an area and cannot move out of it again.',
  },
  '2.1.3': {
    de: 'Manche Funktionen, auch solche wie freihändiges Zeichnen oder Unterschreiben, lassen sich nicht allein mit der Tastatur bedienen.',
    en: 'Some functions, including ones such as freehand drawing or signing, cannot be operated with a keyboard alone.',
  },
  '2.1.4': {
    de: 'Manche Tastaturkürzel aus einzelnen Buchstaben oder Zeichen lassen sich nicht abschalten und können versehentlich oder bei Spracheingabe ausgelöst werden.',
    en: 'Some keyboard shortcuts made of single letters or characters cannot be turned off and may be triggered by accident or by speech input.',
  },
  '2.2.1': {
    de: 'Manche Zeitbegrenzungen lassen sich weder abschalten noch verlängern, sodass die Zeit zum Lesen oder Ausfüllen knapp werden kann.',
    en: 'Some time limits can be neither turned off nor extended, so there may not be enough time to read or fill in forms.',
  },
  '2.2.2': {
    de: 'Manche bewegten oder sich selbst aktualisierenden Inhalte, etwa Laufschriften oder automatisch wechselnde Bilder, lassen sich nicht anhalten oder ausblenden.',
    en: 'Some moving or self-updating content, such as scrolling text or automatically changing images, cannot be paused or hidden.',
  },
  '2.2.3': {
    de: 'Manche Vorgänge, etwa Reservierungen, müssen innerhalb einer festen Zeit abgeschlossen werden.',
    en: 'Some processes, such as reservations, must be completed within a fixed time.',
  },
  '2.2.4': {
    de: 'Auf manchen Seiten unterbrechen Einblendungen, etwa Werbung oder Chat-Angebote, die Nutzung und lassen sich nicht abschalten oder aufschieben.',
    en: 'On some pages, pop-ups such as advertising or chat offers interrupt use and cannot be turned off or postponed.',
  },
  '2.2.5': {
    de: 'Wird man während mancher Vorgänge abgemeldet, gehen bereits gemachte Eingaben nach der erneuten Anmeldung verloren.',
    en: 'If you are signed out during some processes, information already entered is lost when you sign in again.',
  },
  '2.2.6': {
    de: 'Bei manchen Vorgängen gehen Eingaben nach einer Zeit ohne Aktivität verloren, ohne dass vorher darauf hingewiesen wird.',
    en: 'In some processes, input is lost after a period of inactivity without prior warning.',
  },
  '2.3.1': {
    de: 'Manche Inhalte blitzen mehr als dreimal pro Sekunde so stark, dass sie epileptische Anfälle auslösen können.',
    en: 'Some content flashes more than three times per second so intensely that it may trigger epileptic seizures.',
  },
  '2.3.2': {
    de: 'Einige Inhalte blitzen mehr als dreimal pro Sekunde, auch auf kleiner Fläche, und können bei empfindlichen Menschen Anfälle auslösen.',
    en: 'Some content flashes more than three times per second, even over a small area, and may trigger seizures in sensitive people.',
  },
  '2.3.3': {
    de: 'Manche Animationen, die beim Scrollen oder Klicken ablaufen, lassen sich nicht abschalten und können Schwindel oder Übelkeit auslösen.',
    en: 'Some animations that run when scrolling or clicking cannot be turned off and may cause dizziness or nausea.',
  },
  '2.4.1': {
    de: 'Auf manchen Seiten fehlt eine Möglichkeit, wiederkehrende Bereiche wie das Hauptmenü zu überspringen und direkt zum Inhalt zu gelangen.',
    en: 'Some pages offer no way to skip repeated areas such as the main menu and go straight to the content.',
  },
  '2.4.2': {
    de: 'Nicht alle Seiten haben einen Titel, der ihr Thema oder ihren Zweck beschreibt.',
    en: 'Not all pages have a title that describes their topic or purpose.',
  },
  '2.4.3': {
    de: 'Auf manchen Seiten erreicht man Links und Bedienelemente mit der Tastatur in einer unlogischen Reihenfolge.',
    en: 'On some pages, links and controls are reached with the keyboard in an illogical order.',
  },
  '2.4.4': {
    de: 'Bei manchen Links ist weder aus dem Linktext noch aus dem umgebenden Text erkennbar, wohin sie führen.',
    en: 'For some links, neither the link text nor the surrounding text makes clear where they lead.',
  },
  '2.4.5': {
    de: 'Manche Seiten sind nur auf einem einzigen Weg erreichbar, etwa nur über das Menü, ohne Suche oder Seitenübersicht.',
    en: 'Some pages can be reached in only one way, such as through the menu alone, without a search function or site map.',
  },
  '2.4.6': {
    de: 'Manche Überschriften und Beschriftungen beschreiben nicht klar, worum es im Abschnitt geht oder was in ein Feld gehört.',
    en: 'Some headings and labels do not clearly describe what a section is about or what belongs in a field.',
  },
  '2.4.7': {
    de: 'Bei Bedienung mit der Tastatur ist nicht immer zu sehen, an welcher Stelle der Seite man sich gerade befindet.',
    en: 'When using the keyboard, you cannot always see where on the page you currently are.',
  },
  '2.4.8': {
    de: 'Auf manchen Seiten ist nicht erkennbar, an welcher Stelle der Website man sich befindet.',
    en: 'On some pages, it is not clear where you are within the website.',
  },
  '2.4.9': {
    de: 'Bei manchen Links ist das Ziel nur aus dem umgebenden Text erkennbar, nicht aus dem Linktext allein, etwa bei „Weiterlesen“.',
    en: 'For some links, the destination is clear only from the surrounding text, not from the link text alone, such as "Read more".',
  },
  '2.4.10': {
    de: 'Manche längeren Texte sind nicht durch Zwischenüberschriften gegliedert und daher schwer zu überblicken.',
    en: 'Some longer texts are not divided by subheadings and are therefore hard to skim.',
  },
  '2.4.11': {
    de: 'Manche Elemente, die man mit der Tastatur ansteuert, werden vollständig verdeckt, etwa von einer feststehenden Kopfzeile oder einem Cookie-Hinweis.',
    en: 'Some elements you move to with the keyboard are completely hidden, for example by a fixed header or a cookie notice.',
  },
  '2.4.12': {
    de: 'Manche Elemente, die man mit der Tastatur ansteuert, werden teilweise verdeckt, etwa von einer feststehenden Kopfzeile.',
    en: 'Some elements you move to with the keyboard are partly hidden, for example by a fixed header.',
  },
  '2.4.13': {
    de: 'Die Markierung, die bei Tastaturbedienung das angesteuerte Element anzeigt, ist an manchen Stellen zu klein oder hebt sich zu wenig ab.',
    en: 'In some places, the highlight that shows which element you have moved to with the keyboard is too small or does not stand out enough.',
  },
  '2.5.1': {
    de: 'Manche Funktionen lassen sich nur mit Wischgesten oder mehreren Fingern bedienen, nicht mit einfachem Tippen oder Klicken.',
    en: 'Some functions can only be operated with swipe gestures or several fingers, not with a simple tap or click.',
  },
  '2.5.2': {
    de: 'Manche Aktionen werden schon beim Berühren oder Herunterdrücken ausgelöst und lassen sich nicht mehr abbrechen.',
    en: 'Some actions are triggered as soon as you touch or press down and can no longer be cancelled.',
  },
  '2.5.3': {
    de: 'Manche Schaltflächen und Links reagieren in der Sprachsteuerung nicht auf ihre sichtbare Beschriftung, weil ihr hinterlegter Name davon abweicht.',
    en: 'Some buttons and links do not respond to their visible label in voice control, because their name in the code differs from it.',
  },
  '2.5.4': {
    de: 'Manche Funktionen lassen sich nur durch Bewegen des Geräts auslösen, etwa durch Schütteln, oder die Reaktion darauf lässt sich nicht abschalten.',
    en: 'Some functions can only be triggered by moving the device, such as shaking it, or this response cannot be turned off.',
  },
  '2.5.5': {
    de: 'Manche Schaltflächen und Links sind nicht groß genug, um sie auch mit unsicherer Hand leicht zu treffen.',
    en: 'Some buttons and links are not large enough to be hit easily with an unsteady hand.',
  },
  '2.5.6': {
    de: 'Manche Seiten lassen sich nicht mit jeder verfügbaren Eingabeart bedienen, etwa mit einer an ein Tablet angeschlossenen Tastatur oder Maus.',
    en: 'Some pages cannot be used with every available input method, such as a keyboard or mouse connected to a tablet.',
  },
  '2.5.7': {
    de: 'Manche Funktionen, etwa Schieberegler oder sortierbare Listen, lassen sich nur durch Ziehen bedienen, nicht auch durch einfaches Klicken oder Tippen.',
    en: 'Some functions, such as sliders or sortable lists, can only be operated by dragging, not by simply clicking or tapping.',
  },
  '2.5.8': {
    de: 'Manche Schaltflächen und Links sind so klein oder liegen so dicht beieinander, dass man sie leicht verfehlt oder das falsche Element trifft.',
    en: 'Some buttons and links are so small or so close together that it is easy to miss them or hit the wrong one.',
  },
  '3.1.1': {
    de: 'Bei manchen Seiten ist die Sprache im Quelltext falsch oder gar nicht angegeben, sodass Screenreader den Text falsch aussprechen.',
    en: 'For some pages, the language is missing or wrongly specified in the code, so screen readers mispronounce the text.',
  },
  '3.1.2': {
    de: 'Manche fremdsprachigen Textstellen sind nicht als solche gekennzeichnet und werden von Screenreadern falsch ausgesprochen.',
    en: 'Some passages in another language are not marked as such and are mispronounced by screen readers.',
  },
  '3.1.3': {
    de: 'Manche ungewöhnlichen Wörter, Fachbegriffe oder Redewendungen werden nicht erklärt.',
    en: 'Some unusual words, technical terms or idioms are not explained.',
  },
  '3.1.4': {
    de: 'Manche Abkürzungen werden weder ausgeschrieben noch erklärt.',
    en: 'Some abbreviations are neither written out nor explained.',
  },
  '3.1.5': {
    de: 'Manche Texte sind schwer verständlich geschrieben, und es gibt keine leichter verständliche Fassung.',
    en: 'Some texts are written in a way that is hard to understand, and no easier version is offered.',
  },
  '3.1.6': {
    de: 'Bei manchen Wörtern hängt die Bedeutung von der Aussprache ab, die aber nirgends angegeben ist.',
    en: 'The meaning of some words depends on their pronunciation, which is not given anywhere.',
  },
  '3.2.1': {
    de: 'Manche Elemente lösen schon beim Ansteuern mit der Tastatur unerwartete Änderungen aus, etwa das Öffnen eines neuen Fensters.',
    en: 'Some elements cause unexpected changes as soon as you move to them with the keyboard, such as opening a new window.',
  },
  '3.2.2': {
    de: 'Das Ausfüllen oder Auswählen in manchen Formularfeldern löst ohne Vorwarnung unerwartete Änderungen aus, etwa das Laden einer anderen Seite.',
    en: 'Filling in or choosing an option in some form fields causes unexpected changes without warning, such as loading another page.',
  },
  '3.2.3': {
    de: 'Menüs und andere wiederkehrende Navigationselemente stehen nicht auf allen Seiten in derselben Reihenfolge.',
    en: 'Menus and other repeated navigation do not appear in the same order on every page.',
  },
  '3.2.4': {
    de: 'Gleiche Funktionen sind auf verschiedenen Seiten nicht immer gleich benannt oder gekennzeichnet.',
    en: 'The same functions are not always named or labelled the same way on different pages.',
  },
  '3.2.5': {
    de: 'Manche Seiten laden neu, leiten weiter oder öffnen neue Fenster, ohne dass man dies veranlasst hat.',
    en: 'Some pages reload, redirect or open new windows without you having asked for it.',
  },
  '3.2.6': {
    de: 'Hilfsangebote wie Kontaktmöglichkeiten stehen nicht auf allen Seiten an derselben Stelle.',
    en: 'Help options such as contact details are not in the same place on every page.',
  },
  '3.3.1': {
    de: 'Manche Formulare geben nicht in Worten an, welches Feld einen Fehler enthält und worin er besteht.',
    en: 'Some forms do not state in words which field contains an error and what the error is.',
  },
  '3.3.2': {
    de: 'Manche Formularfelder haben keine sichtbare Beschriftung oder Anleitung, sodass unklar ist, was einzugeben ist.',
    en: 'Some form fields have no visible label or instructions, so it is unclear what to enter.',
  },
  '3.3.3': {
    de: 'Manche Fehlermeldungen sagen nicht, wie sich der Fehler beheben lässt, obwohl ein Vorschlag möglich wäre.',
    en: 'Some error messages do not say how to correct the error, although a suggestion would be possible.',
  },
  '3.3.4': {
    de: 'Bei manchen Bestellungen, Buchungen oder anderen verbindlichen Vorgängen gibt es keine Möglichkeit, Eingaben vor dem Absenden zu prüfen oder sie rückgängig zu machen.',
    en: 'For some orders, bookings or other binding transactions, there is no way to check the input before sending or to undo it.',
  },
  '3.3.5': {
    de: 'Zu manchen Formularfeldern, die einer Erklärung bedürfen, gibt es weder Hinweise noch Beispiele noch Hilfe.',
    en: 'Some form fields that need explaining have no hints, examples or help.',
  },
  '3.3.6': {
    de: 'Nicht alle Formulare bieten die Möglichkeit, Angaben vor dem endgültigen Absenden zu prüfen und zu korrigieren oder danach zurückzunehmen.',
    en: 'Not all forms offer a way to check and correct information before final submission or to withdraw it afterwards.',
  },
  '3.3.7': {
    de: 'In manchen Vorgängen muss man Angaben, die man bereits gemacht hat, erneut eingeben.',
    en: 'In some processes, you have to enter information again that you have already provided.',
  },
  '3.3.8': {
    de: 'Bei manchen Anmeldungen muss man sich etwas merken, abtippen oder ein Rätsel lösen, ohne dass es einen einfacheren Weg gibt.',
    en: 'Some sign-ins require you to remember or retype something or solve a puzzle, with no easier alternative.',
  },
  '3.3.9': {
    de: 'Bei manchen Anmeldungen muss man sich etwas merken, abtippen, ein Rätsel lösen oder Bilder erkennen, ohne dass es einen einfacheren Weg gibt.',
    en: 'Some sign-ins require you to remember or retype something, solve a puzzle or recognise pictures, with no easier alternative.',
  },
  '4.1.1': {
    de: 'Der Quelltext einiger Seiten enthält Fehler, die Hilfsmittel wie Screenreader stören können.',
    en: 'The code of some pages contains errors that may interfere with assistive technology such as screen readers.',
  },
  '4.1.2': {
    de: 'Manche Bedienelemente werden von Screenreadern nicht richtig erkannt, sodass ihre Art, ihr Name oder ihr Zustand, etwa „aufgeklappt“, nicht angesagt wird.',
    en: 'Some controls are not correctly recognised by screen readers, so their type, name or state, such as "expanded", is not announced.',
  },
  '4.1.3': {
    de: 'Manche Statusmeldungen, etwa „Nachricht gesendet“, erscheinen nur auf dem Bildschirm und werden von Screenreadern nicht vorgelesen.',
    en: 'Some status messages, such as "Message sent", appear only on screen and are not read out by screen readers.',
  },
};

type Counted = Readonly<Record<'one' | 'other', string>>;

/**
 * For barriers the last scan found only in PDF documents: what a visitor meets in those documents,
 * said of the documents (not as if web pages lacked it), for the criteria the document rules test.
 * `{documents}` is the quoted name of the document or the list of them.
 */
const DOCUMENT_BARRIER_TEXTS: Readonly<Record<string, Readonly<Record<Language, Counted>>>> = {
  '1.1.1': {
    de: {
      one: 'Das PDF-Dokument {documents} enthält Text nur als Bild, ohne Textalternative, sodass Screenreader ihn nicht vorlesen können.',
      other:
        'Die PDF-Dokumente {documents} enthalten Text nur als Bild, ohne Textalternative, sodass Screenreader ihn nicht vorlesen können.',
    },
    en: {
      one: 'The PDF document {documents} contains text only as images, without a text alternative, so screen readers cannot read it out.',
      other:
        'The PDF documents {documents} contain text only as images, without a text alternative, so screen readers cannot read it out.',
    },
  },
  '1.3.1': {
    de: {
      one: 'Das PDF-Dokument {documents} ist nicht oder nicht vollständig getaggt: Überschriften, Listen und Tabellen werden von Screenreadern nicht als solche wiedergegeben.',
      other:
        'Die PDF-Dokumente {documents} sind nicht oder nicht vollständig getaggt: Überschriften, Listen und Tabellen werden von Screenreadern nicht als solche wiedergegeben.',
    },
    en: {
      one: 'The PDF document {documents} is not tagged, or not fully: headings, lists and tables are not conveyed as such by screen readers.',
      other:
        'The PDF documents {documents} are not tagged, or not fully: headings, lists and tables are not conveyed as such by screen readers.',
    },
  },
  '1.4.5': {
    de: {
      one: 'Das PDF-Dokument {documents} stellt Text als Bild dar, der sich deshalb nicht in Schriftart, Größe oder Farbe anpassen lässt.',
      other:
        'Die PDF-Dokumente {documents} stellen Text als Bild dar, der sich deshalb nicht in Schriftart, Größe oder Farbe anpassen lässt.',
    },
    en: {
      one: 'The PDF document {documents} presents text as images, which therefore cannot be adjusted in font, size or colour.',
      other:
        'The PDF documents {documents} present text as images, which therefore cannot be adjusted in font, size or colour.',
    },
  },
  '2.4.2': {
    de: {
      one: 'Das PDF-Dokument {documents} hat keinen Titel.',
      other: 'Die PDF-Dokumente {documents} haben keinen Titel.',
    },
    en: {
      one: 'The PDF document {documents} has no title.',
      other: 'The PDF documents {documents} have no title.',
    },
  },
  '3.1.1': {
    de: {
      one: 'Das PDF-Dokument {documents} gibt seine Sprache nicht oder falsch an, sodass Screenreader den Text falsch aussprechen können.',
      other:
        'Die PDF-Dokumente {documents} geben ihre Sprache nicht oder falsch an, sodass Screenreader den Text falsch aussprechen können.',
    },
    en: {
      one: 'The PDF document {documents} does not state its language, or states it wrongly, so screen readers may mispronounce the text.',
      other:
        'The PDF documents {documents} do not state their language, or state it wrongly, so screen readers may mispronounce the text.',
    },
  },
  '4.1.2': {
    de: {
      one: 'Im PDF-Dokument {documents} haben manche Formularfelder keinen Namen, den Screenreader ansagen können.',
      other:
        'In den PDF-Dokumenten {documents} haben manche Formularfelder keinen Namen, den Screenreader ansagen können.',
    },
    en: {
      one: 'In the PDF document {documents}, some form fields have no name that screen readers can announce.',
      other:
        'In the PDF documents {documents}, some form fields have no name that screen readers can announce.',
    },
  },
};

const OTHER_DOCUMENT_BARRIER: Readonly<Record<Language, Counted>> = {
  de: {
    one: 'Das PDF-Dokument {documents} ist in diesem Punkt nicht barrierefrei.',
    other: 'Die PDF-Dokumente {documents} sind in diesem Punkt nicht barrierefrei.',
  },
  en: {
    one: 'The PDF document {documents} is not accessible in this respect.',
    other: 'The PDF documents {documents} are not accessible in this respect.',
  },
};

/** Documents named in one sentence at most; the rest are counted. */
const NAMED_DOCUMENTS = 5;

const LIST_WORDS: Readonly<Record<Language, { and: string; more: string; open: string; close: string }>> = {
  de: { and: ' und ', more: '{count} weitere', open: '„', close: '“' },
  en: { and: ' and ', more: '{count} more', open: '“', close: '”' },
};

function documentNames(documents: readonly BarrierDocument[], language: Language): string {
  const words = LIST_WORDS[language];
  const names = documents
    .slice(0, NAMED_DOCUMENTS)
    .map((document) => `${words.open}${document.title?.trim() || document.url}${words.close}`);
  const rest = documents.length - names.length;
  if (rest > 0) names.push(fill(words.more, { count: rest }, language));
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')}${words.and}${names.at(-1)}`;
}

/**
 * What a visitor meets where the site fails a criterion. With `documents` (the barrier was found
 * only in those PDF documents) it speaks of the documents; otherwise of the site.
 */
export function barrierText(
  criterionId: string,
  language: Language,
  documents: readonly BarrierDocument[] = [],
): string {
  if (documents.length === 0) return BARRIER_TEXTS[criterionId]?.[language] ?? '';
  const texts = (DOCUMENT_BARRIER_TEXTS[criterionId] ?? OTHER_DOCUMENT_BARRIER)[language];
  return (documents.length === 1 ? texts.one : texts.other).replace(
    '{documents}',
    documentNames(documents, language),
  );
}
