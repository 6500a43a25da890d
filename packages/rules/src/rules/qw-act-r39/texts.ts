import type { RuleTexts } from '../../model/rule.js';

export const texts: RuleTexts = {
  de: {
    help: 'Jede Kopfzelle einer Tabelle muss Datenzellen haben, zu denen sie gehört',
    description:
      'Prüft mit QualWeb, ob jede Spalten- oder Zeilenüberschrift (<th>) einer Tabelle mindestens eine Datenzelle hat, die ihr zugeordnet ist. Eine Überschrift ohne Zellen deutet auf eine falsch aufgebaute Tabelle hin, die Screenreader falsch vorlesen.',
    checks: {
      'qw-act-r39': {
        fail: 'Dieser Kopfzelle ist keine Datenzelle zugeordnet.',
      },
    },
    fix: {
      why: 'Screenreader lesen in einer Tabelle zu jeder Zelle die Überschrift ihrer Spalte oder Zeile vor; so wissen blinde Menschen, was eine Angabe bedeutet. Gehört zu einer Kopfzelle keine einzige Datenzelle, stimmt der Aufbau der Tabelle nicht: Oft fehlen in den Zeilen Zellen, oder Angaben sind in die falsche Spalte gerutscht. Blinde Menschen hören dann von einer Spalte „Ort“, finden darin aber keinen einzigen Ort und können nicht erkennen, ob die Angabe fehlt oder die Tabelle falsch aufgebaut ist.',
      how: 'Geben Sie jeder Zeile für jede Spalte eine Zelle, auch wenn es für eine Zeile keine Angabe gibt; die Zelle bleibt dann leer oder nennt den Grund, etwa „entfällt“. Gibt es für eine Spalte gar keine Angaben, lassen Sie sie ganz weg, statt nur ihre Überschrift stehen zu lassen. Eine Überschrift für die ganze Tabelle gehört in <caption>, nicht in eine Kopfzelle. Verweisen Datenzellen mit dem Attribut headers auf ihre Kopfzellen, braucht jede Kopfzelle eine id, die dort genannt wird.',
      before:
        '<table>\n  <caption>Kurse im Mai</caption>\n  <tr><th>Kurs</th><th>Termin</th><th>Ort</th></tr>\n  <tr><td>Yoga</td><td>Montag, 18 Uhr</td></tr>\n  <tr><td>Pilates</td><td>Mittwoch, 19 Uhr</td></tr>\n</table>',
      after:
        '<table>\n  <caption>Kurse im Mai</caption>\n  <tr><th>Kurs</th><th>Termin</th><th>Ort</th></tr>\n  <tr><td>Yoga</td><td>Montag, 18 Uhr</td><td>Saal 2</td></tr>\n  <tr><td>Pilates</td><td>Mittwoch, 19 Uhr</td><td>Saal 1</td></tr>\n</table>',
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
    fix: {
      why: 'In a table, screen readers read out the header of its column or row with each cell; that is how blind people know what a value means. If a header cell has not a single data cell, the table is built wrongly: often rows lack cells, or values have slipped into the wrong column. Blind people then hear of a column "Room" but never find a room in it, and cannot tell whether the value is missing or the table is built wrongly.',
      how: 'Give every row a cell for every column, even where a row has no value; the cell then stays empty or gives the reason, such as "none". If a column has no values at all, leave it out altogether instead of keeping only its header. A heading for the whole table belongs in <caption>, not in a header cell. If data cells point to their header cells with the headers attribute, every header cell needs an id that is named there.',
      before:
        '<table>\n  <caption>Courses in May</caption>\n  <tr><th>Course</th><th>Time</th><th>Room</th></tr>\n  <tr><td>Yoga</td><td>Monday, 6 pm</td></tr>\n  <tr><td>Pilates</td><td>Wednesday, 7 pm</td></tr>\n</table>',
      after:
        '<table>\n  <caption>Courses in May</caption>\n  <tr><th>Course</th><th>Time</th><th>Room</th></tr>\n  <tr><td>Yoga</td><td>Monday, 6 pm</td><td>Room 2</td></tr>\n  <tr><td>Pilates</td><td>Wednesday, 7 pm</td><td>Room 1</td></tr>\n</table>',
    },
  },
};
