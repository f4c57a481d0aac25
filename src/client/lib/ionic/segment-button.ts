import type * as Real from '@ionic/react';
import * as el from '@ionic/core/components/ion-segment-button.js';
import { wrap } from './wrap';

export const IonSegmentButton = /* @__PURE__ */ wrap<typeof Real.IonSegmentButton>(
  'ion-segment-button',
  el,
  el.IonSegmentButton,
);
