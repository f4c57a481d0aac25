import type * as Real from '@ionic/react';
import * as el from '@ionic/core/components/ion-accordion.js';
import { wrap } from './wrap';

export const IonAccordion = /* @__PURE__ */ wrap<typeof Real.IonAccordion>('ion-accordion', el, el.IonAccordion);
