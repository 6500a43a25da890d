/** An element as findings name it: a selector that finds it again and its outer HTML (cut). */
export interface ElementRef {
  selector: string;
  html: string;
}
