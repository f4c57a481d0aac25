import type * as Real from '@ionic/react';
import * as el from '@ionic/core/components/ion-accordion-group.js';
import { wrap } from './wrap';

export const IonAccordionGroup = /* @__PURE__ */ wrap<typeof Real.IonAccordionGroup>(
  'ion-accordion-group',
  el,
  el.IonAccordionGroup,
  { onIonChange: 'ionChange' },
);
