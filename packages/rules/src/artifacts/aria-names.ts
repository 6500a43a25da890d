import type { ElementRef } from '../model/element-ref.js';

/** An element exposed to assistive technology that carries a naming or role-description attribute. */
export interface NamedElement extends ElementRef {
  /** Its role as browsers compute it (axe's), "" when it has none. */
  role: string;
  /** The naming and role-description attributes it carries. */
  attributes: string[];
}

export interface AriaNameFacts {
  elements: NamedElement[];
}
