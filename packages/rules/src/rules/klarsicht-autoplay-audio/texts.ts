import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Ton, der von selbst länger als 3 Sekunden abgespielt wird, muss sich anhalten oder leiser stellen lassen',
    description:
      'Prüft, ob <audio>- und <video>-Elemente, die beim Laden der Seite von selbst Ton abspielen, nach spätestens 3 Sekunden enden oder Bedienelemente zum Anhalten, Stummschalten oder Regeln der Lautstärke haben.',
    checks: {
      'autoplay-no-control': {
        fail: 'Das Element spielt von selbst Ton ab (Länge: {seconds} Sekunden), und auf der Seite gibt es nichts, womit man ihn anhalten, stummschalten oder leiser stellen kann.',
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
    fix: {
      why: 'Ton, der von selbst startet, übertönt die Sprachausgabe des Screenreaders. Blinde Menschen hören dann nicht mehr, was auf der Seite steht, und finden ohne Sprachausgabe kaum den Weg zum Abschalten. Auch Menschen, denen es schwerfällt, sich zu konzentrieren, lenkt der Ton ab.',
      how: 'Am besten starten Sie Audio und Video mit Ton gar nicht von selbst, sondern erst, wenn jemand auf „Abspielen“ drückt. Muss der Ton doch von selbst starten, zeigen Sie mit dem Attribut controls die Bedienelemente des Browsers an, beenden Sie den Ton nach höchstens drei Sekunden, oder starten Sie stumm geschaltet (muted).',
      before: '<audio src="/media/begruessung.mp3" autoplay></audio>',
      after: '<audio src="/media/begruessung.mp3" controls></audio>',
    },
  },
  en: {
    help: 'Sound that plays by itself for more than 3 seconds must be possible to pause or turn down',
    description:
      'Ensures that <audio> and <video> elements that play sound by themselves when the page loads stop within 3 seconds or have controls to pause, mute or change the volume',
    checks: {
      'autoplay-no-control': {
        fail: 'The element plays sound by itself (length: {seconds} seconds), and nothing on the page pauses, mutes or turns it down',
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
    fix: {
      why: "Sound that starts by itself drowns out the screen reader's speech. Blind people can no longer hear what the page says, and without speech they can hardly find the way to turn it off. The sound also distracts people who find it hard to concentrate.",
      how: 'Best of all, do not start audio or video with sound by itself, but only when someone presses "Play". If the sound must start by itself, show the built-in controls of the browser with the controls attribute, stop the sound within three seconds, or start it muted (muted).',
      before: '<audio src="/media/welcome.mp3" autoplay></audio>',
      after: '<audio src="/media/welcome.mp3" controls></audio>',
    },
  },
};
